import type { WebhookEndpoint, WebhookEndpointUpdateBody } from '@paydeck/contract/webhooks';
import { useMutation } from '@tanstack/react-query';
import type { Camelize } from '../../../lib/casing.ts';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { useInvalidate } from '../../../lib/query-effects.ts';

export type WebhookEndpointChanges = Camelize<Omit<WebhookEndpointUpdateBody, 'livemode'>>;

/** Changes an endpoint's fields, or enables or disables it (`status`). */
export const updateWebhookEndpoint = ({ id, changes }: { id: string; changes: WebhookEndpointChanges }) =>
  merchantApi.put<WebhookEndpoint>(`/api/webhook_endpoints/${encodeURIComponent(id)}`, { body: changes });

/** The caller shows refusals itself (the form in place, the toggle as a message). */
export const useUpdateWebhookEndpoint = (accountId: string) =>
  useMutation({
    mutationFn: updateWebhookEndpoint,
    onSuccess: useInvalidate('webhookEndpointsChanged', accountId),
    meta: { errorMode: 'silent' },
  });
