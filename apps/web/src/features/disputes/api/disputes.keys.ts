import type { Query } from '../../../lib/api-client.ts';
import { queryRoots } from '../../../lib/query-roots.ts';

/** Disputes are per account and mode; the keys name both so a switch of either refetches. */
export const disputesKeys = {
  all: queryRoots.disputes,
  mode: (accountId: string, livemode: boolean) => [...disputesKeys.all, accountId, livemode ? 'live' : 'test'] as const,
  list: (accountId: string, livemode: boolean, query: Query) =>
    [...disputesKeys.mode(accountId, livemode), 'list', query] as const,
  detail: (accountId: string, livemode: boolean, id: string) =>
    [...disputesKeys.mode(accountId, livemode), 'detail', id] as const,
};
