import type { Query } from '../../../lib/api-client.ts';
import { modeKey, queryRoots } from '../../../lib/query-roots.ts';

/** Customers are per account and mode; the keys name both so a switch of either refetches. */
export const customersKeys = {
  all: queryRoots.customers,
  mode: (accountId: string, livemode: boolean) => [...customersKeys.all, accountId, modeKey(livemode)] as const,
  lists: (accountId: string, livemode: boolean) => [...customersKeys.mode(accountId, livemode), 'list'] as const,
  list: (accountId: string, livemode: boolean, query: Query) =>
    [...customersKeys.lists(accountId, livemode), query] as const,
  detail: (accountId: string, livemode: boolean, id: string) =>
    [...customersKeys.mode(accountId, livemode), 'detail', id] as const,
};
