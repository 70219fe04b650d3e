import type { WebhookHistory } from '@paydeck/contract/webhooks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** One attempt in full: what was sent, and the first 16 KB of what came back. */
export const getWebhookHistory = (id: string) =>
  merchantApi.get<WebhookHistory>(`/api/webhook_histories/${encodeURIComponent(id)}`);

/** The page shows its own error and not-found states. */
export const getWebhookHistoryQueryOptions = (accountId: string, id: string) =>
  queryOptions({
    queryKey: queryKeys.detail('webhookHistories', accountId, id),
    queryFn: () => getWebhookHistory(id),
    retry: false,
    meta: { errorMode: 'silent' },
  });

export const useWebhookHistory = (accountId: string, id: string) =>
  useQuery(getWebhookHistoryQueryOptions(accountId, id));
