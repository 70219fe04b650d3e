import type { Dispute } from '@paydeck/contract/disputes';
import type { DisputeReason } from '@paydeck/contract/payin-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isLivemode } from '../../../lib/livemode.ts';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { queryRoots } from '../../../lib/query-roots.ts';
import { paymentsKeys } from './payments.keys.ts';

export type DisputeRequest = { paymentId: string; reason: DisputeReason; description?: string | undefined };

/** Test mode: the simulated payer disputes a paid payment (for everything not yet refunded). */
export const disputePayment = ({ paymentId, reason, description }: DisputeRequest) =>
  merchantApi.post<Dispute>(`/api/payments/${encodeURIComponent(paymentId)}/dispute`, {
    body: { reason, description: description || undefined },
  });

/** The payment, its lists and the disputes and balance pages refetch; the dialog shows a refusal. */
export const useDisputePayment = (accountId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disputePayment,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentsKeys.mode(accountId, isLivemode()) }),
        queryClient.invalidateQueries({ queryKey: queryRoots.disputes }),
        queryClient.invalidateQueries({ queryKey: queryRoots.balanceTransactions }),
      ]),
    meta: { errorMode: 'silent' },
  });
};
