import type { Query } from '../../../lib/api-client.ts';
import { modeKey, queryRoots } from '../../../lib/query-roots.ts';

/** Payments are per account and mode; the keys name both so a switch of either refetches. */
export const paymentsKeys = {
  all: queryRoots.payments,
  mode: (accountId: string, livemode: boolean) => [...paymentsKeys.all, accountId, modeKey(livemode)] as const,
  lists: (accountId: string, livemode: boolean) => [...paymentsKeys.mode(accountId, livemode), 'list'] as const,
  list: (accountId: string, livemode: boolean, query: Query) =>
    [...paymentsKeys.lists(accountId, livemode), query] as const,
  detail: (accountId: string, livemode: boolean, id: string) =>
    [...paymentsKeys.mode(accountId, livemode), 'detail', id] as const,
};
