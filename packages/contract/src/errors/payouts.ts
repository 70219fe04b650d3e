import type { ErrorEntries } from './entry.ts';

/** Payers, payees, payout methods, payouts and their verification (spec §8 texts where it has them). */
export const payoutsErrors = {
  payout_business_off: {
    status: 403,
    type: 'invalid_request_error',
    'en-US': 'This account does not have the payout business: ask the provider to enable payouts.',
    'zh-CN': '该账户未开通代付业务：请联系服务商开通。',
  },
  payer_not_found: {
    status: 404,
    type: 'invalid_request_error',
    'en-US': 'Payer not found.',
    'zh-CN': '未找到该付款人。',
  },
  payee_not_found: {
    status: 404,
    type: 'invalid_request_error',
    'en-US': 'Payee not found.',
    'zh-CN': '未找到该收款人。',
  },
  payout_method_not_found: {
    status: 404,
    type: 'invalid_request_error',
    'en-US': 'Payout method not found.',
    'zh-CN': '未找到该收款方式。',
  },
  payout_not_found: {
    status: 404,
    type: 'invalid_request_error',
    'en-US': 'Payout not found.',
    'zh-CN': '未找到该代付订单。',
  },
  payout_method_not_payees: {
    status: 422,
    type: 'invalid_request_error',
    'en-US': 'This payout method belongs to another payee: choose one of {{payee}}’s.',
    'zh-CN': '该收款方式属于其他收款人：请选择 {{payee}} 的收款方式。',
  },
  payout_method_company_unsupported: {
    status: 422,
    type: 'invalid_request_error',
    'en-US': '{{method}} pays individuals only: a company payee cannot use it.',
    'zh-CN': '{{method}} 仅支持个人收款：企业收款人无法使用。',
  },
  payout_method_in_use: {
    status: 409,
    type: 'invalid_request_error',
    'en-US': 'This payout method has payouts in progress: delete it once they have finished.',
    'zh-CN': '该收款方式有进行中的代付：请在代付完成后再删除。',
  },
  payer_identity_required: {
    status: 422,
    type: 'invalid_request_error',
    'en-US':
      'This payout would bring {{payer}}’s remittance to {{total}}, at or above HKD 8,000: upload an identity document (up to 3 pictures, each under 5 MB) on the payer’s page first.',
    'zh-CN':
      '此笔代付将使 {{payer}} 的累计汇款达到 {{total}}（不低于 HKD 8,000）：请先在付款人页面上传身份证件（最多 3 张图片，每张小于 5 MB）。',
  },
  identity_documents_limit: {
    status: 422,
    type: 'invalid_request_error',
    'en-US': 'A payer can have at most 3 identity documents: delete one first.',
    'zh-CN': '每个付款人最多上传 3 份身份证件：请先删除一份。',
  },
  payout_not_cancelable: {
    status: 409,
    type: 'invalid_request_error',
    'en-US': 'This payout is already {{status}}: only a pending or waiting payout can be canceled.',
    'zh-CN': '该代付已是{{status}}状态：只有处理中或待验证的代付可以取消。',
  },
  payout_not_pending: {
    status: 409,
    type: 'invalid_request_error',
    'en-US': 'This payout is already {{status}}: only a pending payout can move.',
    'zh-CN': '该代付已是{{status}}状态：只有处理中的代付可以变更。',
  },
  payout_not_waiting: {
    status: 409,
    type: 'invalid_request_error',
    'en-US': 'This payout is {{status}}: there is nothing to verify.',
    'zh-CN': '该代付为{{status}}状态：无需验证。',
  },
  verification_code_invalid: {
    status: 422,
    type: 'invalid_request_error',
    'en-US': 'That code is not right. {{left}} attempts left before verification locks for 15 minutes.',
    'zh-CN': '验证码不正确。再错 {{left}} 次，验证将锁定 15 分钟。',
  },
  verification_locked: {
    status: 429,
    type: 'invalid_request_error',
    'en-US': 'Too many wrong codes: verifying this payout is locked until {{time}}.',
    'zh-CN': '错误次数过多：该代付的验证已锁定至 {{time}}。',
  },
  verification_uses_authenticator: {
    status: 409,
    type: 'invalid_request_error',
    'en-US': 'You have two-factor authentication on: verify with the code from your authenticator app.',
    'zh-CN': '您已开启两步验证：请使用身份验证器中的验证码进行验证。',
  },
  verification_code_expired: {
    status: 422,
    type: 'invalid_request_error',
    'en-US': 'This code has expired or was already used: send a new one.',
    'zh-CN': '该验证码已过期或已使用：请重新发送。',
  },
} as const satisfies ErrorEntries;
