import type { Refund, RefundSimulateBody } from '@paydeck/contract/refunds';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type RefundOutcome = RefundSimulateBody['outcome'];

/** Test mode: the simulated gateway answers a pending refund at once. */
export const simulateRefund = ({ id, outcome }: { id: string; outcome: RefundOutcome }) =>
  merchantApi.post<Refund>(`/api/refunds/${encodeURIComponent(id)}/simulate`, { body: { outcome } });

/**
 * The refund's lists and detail change, and so do its payment (amount refunded) and the balance;
 * those are other features' queries, invalidated by their roots. A refusal is announced.
 */
export const useSimulateRefund = (accountId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: simulateRefund,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.scope('refunds', accountId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.area('payments', accountId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.area('balanceTransactions', accountId) }),
      ]),
    meta: { errorMode: 'error' },
  });
};
