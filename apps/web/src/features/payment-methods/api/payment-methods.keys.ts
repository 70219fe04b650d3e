import type { Query } from '../../../lib/api-client.ts';
import { modeKey, queryRoots } from '../../../lib/query-roots.ts';

/** A method's status is per account and mode; the keys name both so a switch of either refetches. */
export const paymentMethodsKeys = {
  all: queryRoots.paymentMethods,
  mode: (accountId: string, livemode: boolean) => [...paymentMethodsKeys.all, accountId, modeKey(livemode)] as const,
  list: (accountId: string, livemode: boolean, query: Query) =>
    [...paymentMethodsKeys.mode(accountId, livemode), 'list', query] as const,
  detail: (accountId: string, livemode: boolean, method: string) =>
    [...paymentMethodsKeys.mode(accountId, livemode), 'detail', method] as const,
};
