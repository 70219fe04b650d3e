import type { WebhookEndpoint } from '@paydeck/contract/webhooks';
import { useMutation } from '@tanstack/react-query';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { useInvalidate } from '../../../lib/query-effects.ts';

/** Deletes an endpoint with its queued deliveries and its histories. */
export const deleteWebhookEndpoint = (id: string) =>
  merchantApi.delete<WebhookEndpoint>(`/api/webhook_endpoints/${encodeURIComponent(id)}`);

/**
 * A refusal is the server's words, announced by the error policy. The caches are not awaited: the
 * page leaves the deleted endpoint at once instead of first showing its refetch's "not found".
 */
export const useDeleteWebhookEndpoint = (accountId: string) => {
  const deleted = useInvalidate('webhookEndpointDeleted', accountId);
  return useMutation({
    mutationFn: deleteWebhookEndpoint,
    onSuccess: () => {
      void deleted();
    },
    meta: { errorMode: 'error' },
  });
};
