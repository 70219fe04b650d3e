import type { WebhookEndpoint, WebhookEndpointCreateBody } from '@paydeck/contract/webhooks';
import { useMutation } from '@tanstack/react-query';
import type { Camelize } from '../../../lib/casing.ts';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { useInvalidate } from '../../../lib/query-effects.ts';

export type WebhookEndpointFields = Camelize<Omit<WebhookEndpointCreateBody, 'livemode'>>;

/** A new endpoint in the current mode, with its own signing secret (revealed on demand). */
export const createWebhookEndpoint = (fields: WebhookEndpointFields) =>
  merchantApi.post<WebhookEndpoint>('/api/webhook_endpoints', { body: fields });

/** The form shows refusals itself. */
export const useCreateWebhookEndpoint = (accountId: string) =>
  useMutation({
    mutationFn: createWebhookEndpoint,
    onSuccess: useInvalidate('webhookEndpointsChanged', accountId),
    meta: { errorMode: 'silent' },
  });
