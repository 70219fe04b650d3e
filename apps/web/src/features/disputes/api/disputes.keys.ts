import type { Query } from '../../../lib/api-client.ts';

/** Disputes are per account and mode; the keys name both so a switch of either refetches. */
export const disputesKeys = {
  all: ['disputes'] as const,
  mode: (accountId: string, livemode: boolean) => [...disputesKeys.all, accountId, livemode ? 'live' : 'test'] as const,
  list: (accountId: string, livemode: boolean, query: Query) =>
    [...disputesKeys.mode(accountId, livemode), 'list', query] as const,
  detail: (accountId: string, livemode: boolean, id: string) =>
    [...disputesKeys.mode(accountId, livemode), 'detail', id] as const,
};

/**
 * Another area's caches a dispute's outcome changes (the payment's disputed amount, the balance),
 * by their root key: features don't import each other's factories.
 */
export const affectedRootKeys = [['payments'], ['balanceTransactions']] as const;
