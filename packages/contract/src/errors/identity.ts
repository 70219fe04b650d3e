import type { ErrorEntries } from './entry.ts';

/** Signing in, 2FA, passwords and emailed tokens. */
export const identityErrors = {
  login_failed: {
    status: 401,
    type: 'authentication_error',
    'en-US': 'Login failed, invalid accounts!',
    'zh-CN': '登录失败，账户或密码错误！',
  },
  account_locked: {
    status: 423,
    type: 'authentication_error',
    'en-US': 'Too many failed sign-in attempts. Sign-in is locked; try again in {{minutes}} minutes.',
    'zh-CN': '登录失败次数过多，已暂时锁定，请在 {{minutes}} 分钟后重试。',
  },
  email_not_confirmed: {
    status: 403,
    type: 'authentication_error',
    'en-US': 'Please confirm your email address first. We have sent a new confirmation link to your inbox.',
    'zh-CN': '请先验证您的邮箱地址。我们已向您的邮箱发送了新的验证链接。',
  },
  mfa_token_missing: {
    status: 400,
    type: 'authentication_error',
    'en-US': 'MFA token is missing',
    'zh-CN': 'MFA 令牌缺失',
  },
  mfa_code_invalid: {
    status: 401,
    type: 'authentication_error',
    'en-US': 'Two-factor code verification failed. Please try again.',
    'zh-CN': '两步验证码校验失败，请重试。',
  },
  otp_invalid: {
    status: 422,
    type: 'invalid_request_error',
    'en-US': 'Failed to verify OTP',
    'zh-CN': '一次性验证码校验失败',
  },
  mfa_already_enabled: {
    status: 409,
    type: 'invalid_request_error',
    'en-US': 'Two-factor authentication is already on.',
    'zh-CN': '两步验证已开启。',
  },
  mfa_not_enabled: {
    status: 409,
    type: 'invalid_request_error',
    'en-US': 'Two-factor authentication is not on.',
    'zh-CN': '两步验证未开启。',
  },
  mfa_setup_missing: {
    status: 409,
    type: 'invalid_request_error',
    'en-US': 'Failed to get QR code',
    'zh-CN': '获取二维码失败',
  },
  recovery_code_invalid: {
    status: 422,
    type: 'invalid_request_error',
    'en-US': 'This recovery code is not valid or has already been used.',
    'zh-CN': '此恢复码无效或已被使用。',
  },
  token_invalid: {
    status: 400,
    type: 'invalid_request_error',
    'en-US': 'Token is not exists',
    'zh-CN': '令牌不存在',
  },
  user_not_exists: {
    status: 404,
    type: 'invalid_request_error',
    'en-US': 'User does not exist',
    'zh-CN': '用户不存在',
  },
  password_incorrect: {
    status: 422,
    type: 'invalid_request_error',
    'en-US': 'The current password is incorrect.',
    'zh-CN': '当前密码不正确。',
  },
} as const satisfies ErrorEntries;
