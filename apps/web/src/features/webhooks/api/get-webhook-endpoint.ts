import type { WebhookEndpoint } from '@paydeck/contract/webhooks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getWebhookEndpoint = (id: string) =>
  merchantApi.get<WebhookEndpoint>(`/api/webhook_endpoints/${encodeURIComponent(id)}`);

/** The page shows its own error and not-found states; a 404 (unknown, or another account's or mode's) is an answer. */
export const getWebhookEndpointQueryOptions = (accountId: string, id: string) =>
  queryOptions({
    queryKey: queryKeys.detail('webhookEndpoints', accountId, id),
    queryFn: () => getWebhookEndpoint(id),
    retry: false,
    meta: { errorMode: 'silent' },
  });

export const useWebhookEndpoint = (accountId: string, id: string) =>
  useQuery(getWebhookEndpointQueryOptions(accountId, id));
