import type { ErrorEntries } from './entry.ts';

/** Requests in general: malformed input, authentication, permission, limits, server state. */
export const commonErrors = {
  bad_request: {
    status: 400,
    type: 'invalid_request_error',
    'en-US': 'The request could not be understood.',
    'zh-CN': '无法理解该请求。',
  },
  path_too_long: {
    status: 414,
    type: 'invalid_request_error',
    'en-US': 'A part of the request path is longer than any id (100 characters at most).',
    'zh-CN': '请求路径中的某一段过长（最多 100 个字符）。',
  },
  malformed_json: {
    status: 400,
    type: 'invalid_request_error',
    'en-US': 'The request body is not valid JSON.',
    'zh-CN': '请求体不是有效的 JSON。',
  },
  text_not_storable: {
    status: 400,
    type: 'invalid_request_error',
    'en-US':
      'The request holds text that cannot be stored, such as a NUL character (\\u0000). Remove it and try again.',
    'zh-CN': '请求中包含无法保存的文本，例如 NUL 字符（\\u0000）。请删除后重试。',
  },
  validation_failed: {
    status: 422,
    type: 'invalid_request_error',
    'en-US': 'Some fields are invalid.',
    'zh-CN': '部分字段无效。',
  },
  unauthenticated: {
    status: 401,
    type: 'authentication_error',
    'en-US': 'Please sign in to continue.',
    'zh-CN': '请先登录。',
  },
  metrics_token_invalid: {
    status: 401,
    type: 'authentication_error',
    'en-US': 'The metrics token is missing or wrong.',
    'zh-CN': '指标令牌缺失或错误。',
  },
  forbidden: {
    status: 403,
    type: 'permission_error',
    'en-US': 'You do not have permission to do this.',
    'zh-CN': '您没有执行此操作的权限。',
  },
  not_found: {
    status: 404,
    type: 'invalid_request_error',
    'en-US': 'The requested resource does not exist.',
    'zh-CN': '请求的资源不存在。',
  },
  route_not_found: {
    status: 404,
    type: 'invalid_request_error',
    'en-US': 'No such endpoint: {{method}} {{path}}.',
    'zh-CN': '接口不存在：{{method}} {{path}}。',
  },
  method_not_allowed: {
    status: 405,
    type: 'invalid_request_error',
    'en-US': 'This method is not allowed here.',
    'zh-CN': '此处不允许该请求方法。',
  },
  conflict: {
    status: 409,
    type: 'invalid_request_error',
    'en-US': 'The request conflicts with the current state. Please retry.',
    'zh-CN': '请求与当前状态冲突，请重试。',
  },
  payload_too_large: {
    status: 413,
    type: 'invalid_request_error',
    'en-US': 'The request is too large.',
    'zh-CN': '请求内容过大。',
  },
  unsupported_media_type: {
    status: 415,
    type: 'invalid_request_error',
    'en-US': 'This content type is not supported.',
    'zh-CN': '不支持该内容类型。',
  },
  rate_limited: {
    status: 429,
    type: 'rate_limit_error',
    'en-US': 'Too many requests. Please try again in {{retry_after}} seconds.',
    'zh-CN': '请求过于频繁，请在 {{retry_after}} 秒后重试。',
  },
  internal_error: {
    status: 500,
    type: 'api_error',
    'en-US': 'The system has deserted. Please try again later',
    'zh-CN': '系统开小差了，请稍后再试',
  },
  service_unavailable: {
    status: 503,
    type: 'api_error',
    'en-US': 'The service is not ready. Please try again later.',
    'zh-CN': '服务尚未就绪，请稍后再试。',
  },
} as const satisfies ErrorEntries;
