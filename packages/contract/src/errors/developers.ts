import type { ErrorEntries } from './entry.ts';

/** The merchant API: API keys, livemode and Idempotency-Key. */
export const developersErrors = {
  api_key_invalid: {
    status: 401,
    type: 'authentication_error',
    'en-US': 'The API key is not valid.',
    'zh-CN': 'API 密钥无效。',
  },
  api_key_expired: {
    status: 401,
    type: 'authentication_error',
    'en-US': 'This API key was rolled and has expired. Use the current key from Developers › API keys.',
    'zh-CN': '该 API 密钥已被滚动更换并已过期，请使用“开发者 › API 密钥”中的当前密钥。',
  },
  api_key_not_allowed: {
    status: 401,
    type: 'authentication_error',
    'en-US': "This endpoint is for the dashboard: sign in to use it. API keys can't call it.",
    'zh-CN': '此接口仅供控制台使用，请登录后操作，API 密钥无法调用。',
  },
  publishable_key_not_allowed: {
    status: 401,
    type: 'authentication_error',
    'en-US':
      'A publishable key can only list payment methods. Call this endpoint from your server with a secret key (sk_…).',
    'zh-CN': '可发布密钥只能查询支付方式。请在您的服务器上使用私密密钥（sk_…）调用此接口。',
  },
  livemode_mismatch: {
    status: 422,
    type: 'invalid_request_error',
    'en-US': "livemode does not match the API key's mode: leave it out or make it match the key.",
    'zh-CN': 'livemode 与 API 密钥的模式不符：请省略该参数，或使其与密钥一致。',
  },
  api_keys_exist: {
    status: 409,
    type: 'invalid_request_error',
    'en-US': 'This mode already has its API keys. Roll a key to replace it.',
    'zh-CN': '该模式已有 API 密钥。如需更换，请滚动密钥。',
  },
  api_key_rolled: {
    status: 409,
    type: 'invalid_request_error',
    'en-US': 'This key has already been rolled.',
    'zh-CN': '该密钥已被滚动更换。',
  },
  idempotency_key_reused: {
    status: 422,
    type: 'idempotency_error',
    'en-US': 'This Idempotency-Key was already used with a different request. Use a new key for a new request.',
    'zh-CN': '该 Idempotency-Key 已用于另一个不同的请求，新请求请使用新的幂等键。',
  },
  idempotency_in_progress: {
    status: 409,
    type: 'idempotency_error',
    'en-US': 'A request with this Idempotency-Key is still being processed. Retry in a moment.',
    'zh-CN': '使用该 Idempotency-Key 的请求仍在处理中，请稍后重试。',
  },
} as const satisfies ErrorEntries;
