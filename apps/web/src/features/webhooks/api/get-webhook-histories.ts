import type { EventType } from '@paydeck/contract/event-types';
import type { WebhookHistoryStatus } from '@paydeck/contract/webhook-types';
import type { WebhookHistory, webhookHistoryListEnvelope } from '@paydeck/contract/webhooks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SchemaOutput } from '../../../lib/api-client.ts';
import type { Camelize } from '../../../lib/casing.ts';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type WebhookHistoryRow = Camelize<WebhookHistory>;
type WebhookHistoryPage = SchemaOutput<typeof webhookHistoryListEnvelope>['data'];

/** The histories' filters, as the list and a bulk replay both send them. */
export type WebhookHistoryFilter = {
  endpointId?: string | undefined;
  eventType?: EventType | undefined;
  status?: WebhookHistoryStatus | undefined;
  timeCreated?: { gte: number; lt: number } | undefined;
};
export type WebhookHistoryQuery = WebhookHistoryFilter & { current: number; pageSize: number };

/** Every delivery attempt of the mode, newest first (payloads and bodies cut short). */
export const getWebhookHistories = (query: WebhookHistoryQuery) =>
  merchantApi.get<WebhookHistoryPage>('/api/webhook_histories', { query });

/** The list shows its own error state; a new page or filter keeps the old rows until it arrives. */
export const getWebhookHistoriesQueryOptions = (accountId: string, query: WebhookHistoryQuery) =>
  queryOptions({
    queryKey: queryKeys.list('webhookHistories', accountId, query),
    queryFn: () => getWebhookHistories(query),
    placeholderData: keepPreviousData,
    meta: { errorMode: 'silent' },
  });

export const useWebhookHistories = (accountId: string, query: WebhookHistoryQuery) =>
  useQuery(getWebhookHistoriesQueryOptions(accountId, query));
