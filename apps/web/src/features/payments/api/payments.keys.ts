import type { Query } from '../../../lib/api-client.ts';

/** Payments are per account and mode; the keys name both so a switch of either refetches. */
export const paymentsKeys = {
  all: ['payments'] as const,
  mode: (accountId: string, livemode: boolean) => [...paymentsKeys.all, accountId, livemode ? 'live' : 'test'] as const,
  lists: (accountId: string, livemode: boolean) => [...paymentsKeys.mode(accountId, livemode), 'list'] as const,
  list: (accountId: string, livemode: boolean, query: Query) =>
    [...paymentsKeys.lists(accountId, livemode), query] as const,
  detail: (accountId: string, livemode: boolean, id: string) =>
    [...paymentsKeys.mode(accountId, livemode), 'detail', id] as const,
};

/**
 * Other areas' caches a payment's refund or dispute changes, by their root key (features don't
 * import each other's factories): their lists and details refetch when next shown.
 */
export const payinRootKeys = {
  refunds: ['refunds'] as const,
  disputes: ['disputes'] as const,
  balanceTransactions: ['balanceTransactions'] as const,
};
