import type { Query } from '../../../lib/api-client.ts';
import { modeKey, queryRoots } from '../../../lib/query-roots.ts';

/** Refunds are per account and mode; the keys name both so a switch of either refetches. */
export const refundsKeys = {
  all: queryRoots.refunds,
  mode: (accountId: string, livemode: boolean) => [...refundsKeys.all, accountId, modeKey(livemode)] as const,
  list: (accountId: string, livemode: boolean, query: Query) =>
    [...refundsKeys.mode(accountId, livemode), 'list', query] as const,
  detail: (accountId: string, livemode: boolean, id: string) =>
    [...refundsKeys.mode(accountId, livemode), 'detail', id] as const,
};
