import type { Dispute } from '@paydeck/contract/disputes';
import type { DisputeReason } from '@paydeck/contract/payin-types';
import { useMutation } from '@tanstack/react-query';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { useInvalidate } from '../../../lib/query-effects.ts';

export type DisputeRequest = { paymentId: string; reason: DisputeReason; description?: string | undefined };

/** Test mode: the simulated payer disputes a paid payment (for everything not yet refunded). */
export const disputePayment = ({ paymentId, reason, description }: DisputeRequest) =>
  merchantApi.post<Dispute>(`/api/payments/${encodeURIComponent(paymentId)}/dispute`, {
    body: { reason, description: description || undefined },
  });

/** The dialog shows a refusal itself. */
export const useDisputePayment = (accountId: string) =>
  useMutation({
    mutationFn: disputePayment,
    onSuccess: useInvalidate('moneyMoved', accountId),
    meta: { errorMode: 'silent' },
  });
