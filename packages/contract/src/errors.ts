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
  login_failed: { status: 401, type: 'authentication_error' },
  account_locked: { status: 423, type: 'authentication_error' },
  email_not_confirmed: { status: 403, type: 'authentication_error' },
  mfa_token_missing: { status: 400, type: 'authentication_error' },
  mfa_code_invalid: { status: 401, type: 'authentication_error' },
  otp_invalid: { status: 422, type: 'invalid_request_error' },
  mfa_already_enabled: { status: 409, type: 'invalid_request_error' },
  mfa_not_enabled: { status: 409, type: 'invalid_request_error' },
  mfa_setup_missing: { status: 409, type: 'invalid_request_error' },
  token_invalid: { status: 400, type: 'invalid_request_error' },
  user_not_exists: { status: 404, type: 'invalid_request_error' },
  password_incorrect: { status: 422, type: 'invalid_request_error' },
  merchant_exists: { status: 409, type: 'invalid_request_error' },
  invitation_email_mismatch: { status: 403, type: 'permission_error' },
  invitation_password_required: { status: 422, type: 'invalid_request_error' },
  account_limit_reached: { status: 409, type: 'invalid_request_error' },
  already_member: { status: 409, type: 'invalid_request_error' },
  member_is_owner: { status: 409, type: 'invalid_request_error' },
  invitation_accepted: { status: 409, type: 'invalid_request_error' },
  reference_unique_locked: { status: 409, type: 'invalid_request_error' },
  settlement_currency_missing: { status: 422, type: 'invalid_request_error' },
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
    login_failed: 'Login failed, invalid accounts!',
    account_locked: 'Too many failed sign-in attempts. Sign-in is locked; try again in {{minutes}} minutes.',
    email_not_confirmed: 'Please confirm your email address first. We have sent a new confirmation link to your inbox.',
    mfa_token_missing: 'MFA token is missing',
    mfa_code_invalid: 'Two-factor code verification failed. Please try again.',
    otp_invalid: 'Failed to verify OTP',
    mfa_already_enabled: 'Two-factor authentication is already on.',
    mfa_not_enabled: 'Two-factor authentication is not on.',
    mfa_setup_missing: 'Failed to get QR code',
    token_invalid: 'Token is not exists',
    user_not_exists: 'User does not exist',
    password_incorrect: 'The current password is incorrect.',
    merchant_exists: 'Your merchant information is already complete.',
    invitation_email_mismatch: 'This invitation was sent to {{email}}. Sign in with that address to accept it.',
    invitation_password_required: 'Set a password to create your Paydeck user.',
    account_limit_reached: 'A merchant can have at most {{max}} accounts.',
    already_member: '{{email}} is already a member of this account.',
    member_is_owner: "The account owner can't be removed, and the owner's roles can't be changed.",
    invitation_accepted: 'This invitation has already been accepted.',
    reference_unique_locked: "Unique reference mode can't be turned off once it is on.",
    settlement_currency_missing: 'The default settlement currency must be one of the settlement currencies.',
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
    login_failed: '登录失败,账户或密码错误!',
    account_locked: '登录失败次数过多,已暂时锁定,请在 {{minutes}} 分钟后重试。',
    email_not_confirmed: '请先验证您的邮箱地址。我们已向您的邮箱发送了新的验证链接。',
    mfa_token_missing: 'MFA 令牌缺失',
    mfa_code_invalid: '两步验证码校验失败,请重试。',
    otp_invalid: '验证 OTP 失败',
    mfa_already_enabled: '两步验证已开启。',
    mfa_not_enabled: '两步验证未开启。',
    mfa_setup_missing: '获取二维码失败',
    token_invalid: '令牌不存在',
    user_not_exists: '用户不存在',
    password_incorrect: '当前密码不正确。',
    merchant_exists: '您的商户信息已完善。',
    invitation_email_mismatch: '此邀请发送给 {{email}},请使用该邮箱登录后接受邀请。',
    invitation_password_required: '请设置密码以创建您的 Paydeck 用户。',
    account_limit_reached: '每个商户最多可拥有 {{max}} 个账户。',
    already_member: '{{email}} 已是该账户的成员。',
    member_is_owner: '账户所有者不能被移除,其角色也不能修改。',
    invitation_accepted: '该邀请已被接受。',
    reference_unique_locked: '唯一参考号模式一经开启,便无法关闭。',
    settlement_currency_missing: '默认结算币种必须是结算币种之一。',
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

/** Messages of custom field checks (zod refinements carry the key as their message). */
export const fieldMessages = {
  'en-US': {
    password_policy: 'Use 8 to 256 characters with a letter, a digit and a special character.',
    country_unknown: 'Choose a country or region from the list.',
    time_zone_unknown: 'Choose a time zone from the list.',
    at_least_one_field: 'Give at least one setting to change.',
  },
  'zh-CN': {
    password_policy: '密码需为 8 到 256 个字符,且包含字母、数字和特殊字符。',
    country_unknown: '请从列表中选择国家或地区。',
    time_zone_unknown: '请从列表中选择时区。',
    at_least_one_field: '请至少提供一项要修改的设置。',
  },
} as const satisfies Record<Locale, Record<string, string>>;
export type FieldMessageKey = keyof (typeof fieldMessages)['en-US'];

export const fieldMessage = (locale: Locale, key: string): string | undefined =>
  Object.hasOwn(fieldMessages[locale], key) ? fieldMessages[locale][key as FieldMessageKey] : undefined;
