import type { SubscriptionDetail } from '@paydeck/contract/recurring';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camelize } from '../../../lib/casing.ts';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type SubscriptionRecord = Camelize<SubscriptionDetail>;

/** One subscription with its latest charges, newest first. */
export const getSubscription = (id: string) =>
  merchantApi.get<SubscriptionDetail>(`/api/subscriptions/${encodeURIComponent(id)}`);

/** The page shows its own error and not-found states; a 404 (subscription_not_found) is an answer. */
export const getSubscriptionQueryOptions = (accountId: string, id: string) =>
  queryOptions({
    queryKey: queryKeys.detail('subscriptions', accountId, id),
    queryFn: () => getSubscription(id),
    retry: false,
    meta: { errorMode: 'silent' },
  });

export const useSubscription = (accountId: string, id: string) => useQuery(getSubscriptionQueryOptions(accountId, id));
