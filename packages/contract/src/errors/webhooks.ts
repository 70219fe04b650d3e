import type { ErrorEntries } from './entry.ts';

/** Webhook endpoints and their delivery histories. */
export const webhooksErrors = {
  webhook_endpoint_not_found: {
    status: 404,
    type: 'invalid_request_error',
    'en-US': 'The webhook endpoint does not exist.',
    'zh-CN': 'Webhook 端点不存在。',
  },
  webhook_history_not_found: {
    status: 404,
    type: 'invalid_request_error',
    'en-US': 'The webhook history does not exist.',
    'zh-CN': 'Webhook 记录不存在。',
  },
  webhook_url_https_required: {
    status: 422,
    type: 'invalid_request_error',
    'en-US': 'A live-mode endpoint must use an https:// URL.',
    'zh-CN': '正式模式的端点必须使用 https:// 地址。',
  },
  webhook_endpoint_disabled: {
    status: 409,
    type: 'invalid_request_error',
    'en-US': 'This endpoint is disabled. Enable it to send it events.',
    'zh-CN': '该端点已停用。启用后才能向其发送事件。',
  },
  webhook_replay_as_of_required: {
    status: 422,
    type: 'invalid_request_error',
    'en-US': 'Count the deliveries with a dry run first, then replay with its as_of and count.',
    'zh-CN': '请先试运行统计要重发的投递，再带上其 as_of 和数量进行重发。',
  },
  webhook_replay_changed: {
    status: 409,
    type: 'invalid_request_error',
    'en-US': 'The deliveries matching the filter changed: {{count}} now, {{expected}} when counted. Count again.',
    'zh-CN': '符合筛选条件的投递已变化：现在 {{count}} 条，统计时为 {{expected}} 条。请重新统计。',
  },
  webhook_replay_too_many: {
    status: 422,
    type: 'invalid_request_error',
    'en-US': 'A replay sends at most {{max}} deliveries; this filter matches {{count}}. Narrow the filter.',
    'zh-CN': '一次重发最多 {{max}} 条投递，当前筛选匹配 {{count}} 条。请缩小筛选范围。',
  },
} as const satisfies ErrorEntries;
