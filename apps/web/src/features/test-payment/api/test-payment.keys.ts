import { queryRoots } from '../../../lib/query-roots.ts';

/**
 * The test payment screen is always test mode (whatever the mode switch says), so its keys name
 * that mode once rather than the stored one.
 */
export const testPaymentKeys = {
  all: queryRoots.testPayment,
  account: (accountId: string) => [...testPaymentKeys.all, accountId, 'test'] as const,
  methods: (accountId: string) => [...testPaymentKeys.account(accountId), 'methods'] as const,
  payment: (accountId: string, id: string) => [...testPaymentKeys.account(accountId), 'payment', id] as const,
};

/** Other areas' caches a new or settled test payment changes: payment lists, the getting-started step. */
export const affectedRoots = [queryRoots.payments, queryRoots.gettingStarted] as const;
