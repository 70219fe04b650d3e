import type { ErrorEntries } from './entry.ts';

/** Balances: debits guarded by what is available (withdrawals, payouts). */
export const balanceErrors = {
  balance_insufficient: {
    status: 422,
    type: 'invalid_request_error',
    'en-US': 'The available balance is {{available}}: it cannot cover {{amount}}.',
    'zh-CN': '可用余额为 {{available}},不足以支付 {{amount}}。',
  },
} as const satisfies ErrorEntries;
