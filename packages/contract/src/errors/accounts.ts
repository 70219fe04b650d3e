import type { ErrorEntries } from './entry.ts';

/** Merchants, accounts, account settings and the team. */
export const accountsErrors = {
  merchant_exists: {
    status: 409,
    type: 'invalid_request_error',
    'en-US': 'Your merchant information is already complete.',
    'zh-CN': '您的商户信息已完善。',
  },
  invitation_email_mismatch: {
    status: 403,
    type: 'permission_error',
    'en-US': 'This invitation was sent to {{email}}. Sign in with that address to accept it.',
    'zh-CN': '此邀请发送给 {{email}}，请使用该邮箱登录后接受邀请。',
  },
  invitation_password_required: {
    status: 422,
    type: 'invalid_request_error',
    'en-US': 'Set a password to create your Paydeck user.',
    'zh-CN': '请设置密码以创建您的 Paydeck 用户。',
  },
  account_limit_reached: {
    status: 409,
    type: 'invalid_request_error',
    'en-US': 'A merchant can have at most {{max}} accounts.',
    'zh-CN': '每个商户最多可拥有 {{max}} 个账户。',
  },
  already_member: {
    status: 409,
    type: 'invalid_request_error',
    'en-US': '{{email}} is already a member of this account.',
    'zh-CN': '{{email}} 已是该账户的成员。',
  },
  member_is_owner: {
    status: 409,
    type: 'invalid_request_error',
    'en-US': "The account owner can't be removed, and the owner's roles can't be changed.",
    'zh-CN': '账户所有者不能被移除，其角色也不能修改。',
  },
  invitation_accepted: {
    status: 409,
    type: 'invalid_request_error',
    'en-US': 'This invitation has already been accepted.',
    'zh-CN': '该邀请已被接受。',
  },
  reference_unique_locked: {
    status: 409,
    type: 'invalid_request_error',
    'en-US': "Unique reference mode can't be turned off once it is on.",
    'zh-CN': '唯一参考号模式一经开启，便无法关闭。',
  },
  settlement_currency_missing: {
    status: 422,
    type: 'invalid_request_error',
    'en-US': 'The default settlement currency must be one of the settlement currencies.',
    'zh-CN': '默认结算币种必须是结算币种之一。',
  },
  live_mode_unavailable: {
    status: 403,
    type: 'permission_error',
    'en-US': 'Live mode opens once the account is activated. Use test mode until then.',
    'zh-CN': '账户激活后才能使用正式模式，在此之前请使用测试模式。',
  },
} as const satisfies ErrorEntries;
