import type { WebhookSecret } from '@paydeck/contract/webhooks';
import { useMutation } from '@tanstack/react-query';
import { merchantApi } from '../../../lib/merchant-api.ts';

/** The signing secret in full: each reveal is written to the activity log, so it is asked for on purpose. */
export const revealWebhookSecret = (id: string) =>
  merchantApi.get<WebhookSecret>(`/api/webhook_endpoints/${encodeURIComponent(id)}/secret`);

/** A mutation, not a query: nothing fetches it by itself, and the secret is not kept in a cache. */
export const useRevealWebhookSecret = () =>
  useMutation({ mutationFn: revealWebhookSecret, gcTime: 0, meta: { errorMode: 'error' } });
