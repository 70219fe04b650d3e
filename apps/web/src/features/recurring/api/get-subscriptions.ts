import type { Subscription, subscriptionListEnvelope } from '@paydeck/contract/recurring';
import type { SubscriptionStatus } from '@paydeck/contract/recurring-rules';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SchemaOutput } from '../../../lib/api-client.ts';
import type { Camelize } from '../../../lib/casing.ts';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type SubscriptionRow = Camelize<Subscription>;
type SubscriptionPage = SchemaOutput<typeof subscriptionListEnvelope>['data'];

export type SubscriptionQuery = {
  current: number;
  pageSize: number;
  status?: SubscriptionStatus | undefined;
  customerId?: string | undefined;
  timeCreated?: { gte: number; lt: number } | undefined;
};

/** The mode's subscriptions, newest first. */
export const getSubscriptions = (query: SubscriptionQuery) =>
  merchantApi.get<SubscriptionPage>('/api/subscriptions', { query });

/** The list shows its own error state; a new page or filter keeps the old rows until it arrives. */
export const getSubscriptionsQueryOptions = (accountId: string, query: SubscriptionQuery) =>
  queryOptions({
    queryKey: queryKeys.list('subscriptions', accountId, query),
    queryFn: () => getSubscriptions(query),
    placeholderData: keepPreviousData,
    meta: { errorMode: 'silent' },
  });

export const useSubscriptions = (accountId: string, query: SubscriptionQuery) =>
  useQuery(getSubscriptionsQueryOptions(accountId, query));
