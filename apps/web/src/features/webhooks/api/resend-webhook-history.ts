import { useMutation } from '@tanstack/react-query';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { useInvalidate } from '../../../lib/query-effects.ts';
import type { WebhookQueued } from './send-test-event.ts';

/** Sends what one attempt sent again (same body and webhook-id), with retries of its own. */
export const resendWebhookHistory = (id: string) =>
  merchantApi.post<WebhookQueued>(`/api/webhook_histories/${encodeURIComponent(id)}/resend`);

/** A refusal (the endpoint is disabled or gone) is the server's words, announced by the error policy. */
export const useResendWebhookHistory = (accountId: string) =>
  useMutation({
    mutationFn: resendWebhookHistory,
    onSuccess: useInvalidate('webhooksSent', accountId),
    meta: { errorMode: 'error' },
  });
