/**
 * The test payment screen is always test mode (whatever the mode switch says), so its keys name
 * that mode once rather than the stored one.
 */
export const testPaymentKeys = {
  all: ['testPayment'] as const,
  account: (accountId: string) => [...testPaymentKeys.all, accountId, 'test'] as const,
  methods: (accountId: string) => [...testPaymentKeys.account(accountId), 'methods'] as const,
  payment: (accountId: string, id: string) => [...testPaymentKeys.account(accountId), 'payment', id] as const,
};

/**
 * Other areas' caches a new or settled test payment changes: their key factories start with these
 * roots (features don't import each other, so the roots are named here).
 */
export const affectedAreas = ['payments', 'gettingStarted'] as const;
