import type { Dispute } from '@paydeck/contract/disputes';
import type { DisputeReason } from '@paydeck/contract/payin-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

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
        queryClient.invalidateQueries({ queryKey: queryKeys.scope('payments', accountId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.area('disputes', accountId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.area('balanceTransactions', accountId) }),
      ]),
    meta: { errorMode: 'silent' },
  });
};
