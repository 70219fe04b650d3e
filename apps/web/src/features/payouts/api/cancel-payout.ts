import type { Payout } from '@paydeck/contract/payouts';
import { useMutation } from '@tanstack/react-query';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { useInvalidate } from '../../../lib/query-effects.ts';

/** Cancels a pending or waiting payout; its amount and fee go back to the balance. */
export const cancelPayout = (id: string) => merchantApi.post<Payout>(`/api/payouts/${encodeURIComponent(id)}/cancel`);

/** The confirmation says "payout cancel failed" with the server's reason itself. */
export const useCancelPayout = (accountId: string) =>
  useMutation({
    mutationFn: cancelPayout,
    onSuccess: useInvalidate('payoutChanged', accountId),
    meta: { errorMode: 'silent' },
  });
