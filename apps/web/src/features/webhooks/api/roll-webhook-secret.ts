import type { RollExpiry } from '@paydeck/contract/api-key-types';
import type { WebhookSecret } from '@paydeck/contract/webhooks';
import { useMutation } from '@tanstack/react-query';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { useInvalidate } from '../../../lib/query-effects.ts';

export type RollSecretRequest = { id: string; expiresIn: RollExpiry };

/** A new signing secret; the old one keeps signing beside it until `expiresIn` has passed. */
export const rollWebhookSecret = ({ id, expiresIn }: RollSecretRequest) =>
  merchantApi.post<WebhookSecret>(`/api/webhook_endpoints/${encodeURIComponent(id)}/roll_secret`, {
    body: { expiresIn },
  });

/** The dialog shows a refusal itself; the endpoint's overlap end changes, so it is refetched. */
export const useRollWebhookSecret = (accountId: string) =>
  useMutation({
    mutationFn: rollWebhookSecret,
    gcTime: 0,
    onSuccess: useInvalidate('webhookEndpointsChanged', accountId),
    meta: { errorMode: 'silent' },
  });
