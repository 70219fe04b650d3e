import type { ErrorEntries } from './entry.ts';

/** Balances, withdrawals (settlements), bank accounts and exchange rates. */
export const balanceErrors = {
  balance_insufficient: {
    status: 422,
    type: 'invalid_request_error',
    'en-US': 'The available balance is {{available}}: it cannot cover {{amount}}.',
    'zh-CN': '可用余额为 {{available}}，不足以支付 {{amount}}。',
  },
  withdrawals_frozen: {
    status: 409,
    type: 'invalid_request_error',
    'en-US': 'This account is disabled: withdrawals are frozen until {{time}}.',
    'zh-CN': '该账户已被禁用：提现冻结至 {{time}}。',
  },
  settlement_currency_not_enabled: {
    status: 422,
    type: 'invalid_request_error',
    'en-US': '{{currency}} is not one of this account’s settlement currencies.',
    'zh-CN': '{{currency}} 不是该账户的结算币种。',
  },
  bank_account_currency_mismatch: {
    status: 422,
    type: 'invalid_request_error',
    'en-US': 'This bank account receives {{bankCurrency}}: choose one in {{currency}}.',
    'zh-CN': '该银行账户收款币种为 {{bankCurrency}}，请选择 {{currency}} 的银行账户。',
  },
  beneficiary_name_mismatch: {
    status: 422,
    type: 'invalid_request_error',
    'en-US': 'The beneficiary must be your company, written {{name}}.',
    'zh-CN': '收款人必须是您的公司，写作 {{name}}。',
  },
  bank_account_not_found: {
    status: 404,
    type: 'invalid_request_error',
    'en-US': 'Bank account not found.',
    'zh-CN': '未找到该银行账户。',
  },
  settlement_not_found: {
    status: 404,
    type: 'invalid_request_error',
    'en-US': 'Settlement not found.',
    'zh-CN': '未找到该结算记录。',
  },
  settlement_not_pending: {
    status: 409,
    type: 'invalid_request_error',
    'en-US': 'This settlement is already {{status}}: only a pending one can move.',
    'zh-CN': '该结算已是{{status}}状态：只有处理中的结算可以变更。',
  },
  exchange_rate_missing: {
    status: 422,
    type: 'invalid_request_error',
    'en-US': 'There is no exchange rate from {{from}} to {{to}} yet.',
    'zh-CN': '暂无 {{from}} 兑 {{to}} 的汇率。',
  },
} as const satisfies ErrorEntries;
