import type { WebhookEndpoint, webhookEndpointListEnvelope } from '@paydeck/contract/webhooks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SchemaOutput } from '../../../lib/api-client.ts';
import type { Camelize } from '../../../lib/casing.ts';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type WebhookEndpointRow = Camelize<WebhookEndpoint>;
type WebhookEndpointPage = SchemaOutput<typeof webhookEndpointListEnvelope>['data'];

export type WebhookEndpointQuery = { current: number; pageSize: number };

/** The mode's webhook endpoints, newest first. */
export const getWebhookEndpoints = (query: WebhookEndpointQuery) =>
  merchantApi.get<WebhookEndpointPage>('/api/webhook_endpoints', { query });

/** The list shows its own error state; another page keeps the old rows until it arrives. */
export const getWebhookEndpointsQueryOptions = (accountId: string, query: WebhookEndpointQuery) =>
  queryOptions({
    queryKey: queryKeys.list('webhookEndpoints', accountId, query),
    queryFn: () => getWebhookEndpoints(query),
    placeholderData: keepPreviousData,
    meta: { errorMode: 'silent' },
  });

export const useWebhookEndpoints = (accountId: string, query: WebhookEndpointQuery) =>
  useQuery(getWebhookEndpointsQueryOptions(accountId, query));
