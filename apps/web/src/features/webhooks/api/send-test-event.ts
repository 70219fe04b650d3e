import type { EventType } from '@paydeck/contract/event-types';
import type { webhookQueuedEnvelope } from '@paydeck/contract/webhooks';
import { useMutation } from '@tanstack/react-query';
import type { SchemaOutput } from '../../../lib/api-client.ts';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { useInvalidate } from '../../../lib/query-effects.ts';

export type WebhookQueued = SchemaOutput<typeof webhookQueuedEnvelope>['data'];

/** A sample event of `type` sent to one endpoint; its attempts appear in the histories. */
export const sendTestEvent = ({ id, type }: { id: string; type: EventType }) =>
  merchantApi.post<WebhookQueued>(`/api/webhook_endpoints/${encodeURIComponent(id)}/test`, { body: { type } });

/** The dialog shows a refusal (409: the endpoint is disabled) itself. */
export const useSendTestEvent = (accountId: string) =>
  useMutation({
    mutationFn: sendTestEvent,
    onSuccess: useInvalidate('webhooksSent', accountId),
    meta: { errorMode: 'silent' },
  });
