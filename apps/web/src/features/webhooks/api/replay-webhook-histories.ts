import type { WebhookReplay } from '@paydeck/contract/webhooks';
import { useMutation } from '@tanstack/react-query';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { useInvalidate } from '../../../lib/query-effects.ts';
import type { WebhookHistoryFilter } from './get-webhook-histories.ts';

/** A dry run counts the set and fixes `asOf`; the replay sends that set, if it is still `expectedCount`. */
export type ReplayRequest = WebhookHistoryFilter &
  ({ dryRun: true } | { dryRun: false; asOf: number; expectedCount: number });

/** The filter's range goes as the body's `time_created[gte]` / `[lt]`, as the list sends it in its query. */
export const replayWebhookHistories = ({ timeCreated, ...request }: ReplayRequest) =>
  merchantApi.post<WebhookReplay>('/api/webhook_histories/replay', {
    body: {
      ...request,
      ...(timeCreated && { 'time_created[gte]': timeCreated.gte, 'time_created[lt]': timeCreated.lt }),
    },
  });

/** The dialog shows refusals itself (409: the set changed since it was counted). */
export const useReplayWebhookHistories = (accountId: string) => {
  const sent = useInvalidate('webhooksSent', accountId);
  return useMutation({
    mutationFn: replayWebhookHistories,
    onSuccess: (answer) => (answer.dryRun ? undefined : sent()),
    meta: { errorMode: 'silent' },
  });
};
