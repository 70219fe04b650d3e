import type { Locale } from './locales.ts';

/**
 * Every error the API returns: its HTTP status, its Stripe-style type, and its message in each
 * interface locale. Server and web both read this table, so a code means one thing everywhere.
 */
export const errorCodes = {
  bad_request: { status: 400, type: 'invalid_request_error' },
  malformed_json: { status: 400, type: 'invalid_request_error' },
  validation_failed: { status: 422, type: 'invalid_request_error' },
  unauthenticated: { status: 401, type: 'authentication_error' },
  forbidden: { status: 403, type: 'permission_error' },
  not_found: { status: 404, type: 'invalid_request_error' },
  route_not_found: { status: 404, type: 'invalid_request_error' },
  method_not_allowed: { status: 405, type: 'invalid_request_error' },
  conflict: { status: 409, type: 'invalid_request_error' },
  payload_too_large: { status: 413, type: 'invalid_request_error' },
  unsupported_media_type: { status: 415, type: 'invalid_request_error' },
  rate_limited: { status: 429, type: 'rate_limit_error' },
  internal_error: { status: 500, type: 'api_error' },
  service_unavailable: { status: 503, type: 'api_error' },
} as const satisfies Record<string, { status: number; type: string }>;

export type ErrorCode = keyof typeof errorCodes;
export type ErrorType = (typeof errorCodes)[ErrorCode]['type'];

/** Messages may carry {{name}} placeholders, filled from the error's params. */
export const errorMessages: Record<Locale, Record<ErrorCode, string>> = {
  'en-US': {
    bad_request: 'The request could not be understood.',
    malformed_json: 'The request body is not valid JSON.',
    validation_failed: 'Some fields are invalid.',
    unauthenticated: 'Please sign in to continue.',
    forbidden: 'You do not have permission to do this.',
    not_found: 'The requested resource does not exist.',
    route_not_found: 'No such endpoint: {{method}} {{path}}.',
    method_not_allowed: 'This method is not allowed here.',
    conflict: 'The request conflicts with the current state. Please retry.',
    payload_too_large: 'The request is too large.',
    unsupported_media_type: 'This content type is not supported.',
    rate_limited: 'Too many requests. Please try again in {{retry_after}} seconds.',
    internal_error: 'The system has deserted. Please try again later',
    service_unavailable: 'The service is not ready. Please try again later.',
  },
  'zh-CN': {
    bad_request: '无法理解该请求。',
    malformed_json: '请求体不是有效的 JSON。',
    validation_failed: '部分字段无效。',
    unauthenticated: '请先登录。',
    forbidden: '您没有执行此操作的权限。',
    not_found: '请求的资源不存在。',
    route_not_found: '接口不存在:{{method}} {{path}}。',
    method_not_allowed: '此处不允许该请求方法。',
    conflict: '请求与当前状态冲突,请重试。',
    payload_too_large: '请求内容过大。',
    unsupported_media_type: '不支持该内容类型。',
    rate_limited: '请求过于频繁,请在 {{retry_after}} 秒后重试。',
    internal_error: '系统开小差了,请稍后再试',
    service_unavailable: '服务尚未就绪,请稍后再试。',
  },
};

export const formatMessage = (template: string, params: Record<string, string | number> = {}): string =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );

export const errorMessage = (locale: Locale, code: ErrorCode, params?: Record<string, string | number>): string =>
  formatMessage(errorMessages[locale][code], params);
