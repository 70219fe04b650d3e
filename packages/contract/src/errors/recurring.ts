import type { ErrorEntries } from './entry.ts';

/** Recurring: mandates, subscriptions, their billing and test clocks. */
export const recurringErrors = {
  mandate_not_found: {
    status: 404,
    type: 'invalid_request_error',
    'en-US': 'The mandate does not exist.',
    'zh-CN': '授权协议不存在。',
  },
  subscription_not_found: {
    status: 404,
    type: 'invalid_request_error',
    'en-US': 'The subscription does not exist.',
    'zh-CN': '订阅不存在。',
  },
  method_not_recurring: {
    status: 422,
    type: 'invalid_request_error',
    'en-US': '{{method}} does not support recurring charges. Choose a method that does.',
    'zh-CN': '{{method}} 不支持周期扣款，请选择支持的支付方式。',
  },
  mandate_not_usable: {
    status: 409,
    type: 'invalid_request_error',
    'en-US': 'Only a signed (succeeded) mandate can be charged; this one is {{status}}.',
    'zh-CN': '只有已签署（成功）的授权协议可以扣款，该协议状态为 {{status}}。',
  },
  mandate_of_other_customer: {
    status: 422,
    type: 'invalid_request_error',
    'en-US': 'The mandate belongs to another customer.',
    'zh-CN': '该授权协议属于其他客户。',
  },
  mandate_not_cancelable: {
    status: 409,
    type: 'invalid_request_error',
    'en-US': 'This mandate is {{status}} and can no longer be canceled.',
    'zh-CN': '该授权协议状态为 {{status}}，已无法取消。',
  },
  mandate_not_signable: {
    status: 409,
    type: 'invalid_request_error',
    'en-US': 'This mandate is {{status}} and can no longer be signed.',
    'zh-CN': '该授权协议状态为 {{status}}，已无法签署。',
  },
  trial_end_in_past: {
    status: 422,
    type: 'invalid_request_error',
    'en-US': 'The trial must end in the future.',
    'zh-CN': '试用结束时间必须晚于当前时间。',
  },
  subscription_not_cancelable: {
    status: 409,
    type: 'invalid_request_error',
    'en-US': 'This subscription is {{status}} and can no longer be canceled.',
    'zh-CN': '该订阅状态为 {{status}}，已无法取消。',
  },
  test_clock_missing: {
    status: 409,
    type: 'invalid_request_error',
    'en-US': 'This subscription has no test clock: only a test-mode subscription created with one can be advanced.',
    'zh-CN': '该订阅没有测试时钟：只有创建时启用测试时钟的测试模式订阅才能推进时间。',
  },
  test_clock_out_of_range: {
    status: 422,
    type: 'invalid_request_error',
    'en-US': 'Advance the clock to a time after {{from}} and at most two intervals ahead ({{to}}).',
    'zh-CN': '请将时钟推进到 {{from}} 之后、最多两个周期之内（{{to}}）的时间。',
  },
} satisfies ErrorEntries;
