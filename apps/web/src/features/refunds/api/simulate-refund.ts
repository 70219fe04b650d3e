import type { Refund, RefundSimulateBody } from '@paydeck/contract/refunds';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isLivemode } from '../../../lib/livemode.ts';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { queryRoots } from '../../../lib/query-roots.ts';
import { refundsKeys } from './refunds.keys.ts';

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
        queryClient.invalidateQueries({ queryKey: refundsKeys.mode(accountId, isLivemode()) }),
        queryClient.invalidateQueries({ queryKey: queryRoots.payments }),
        queryClient.invalidateQueries({ queryKey: queryRoots.balanceTransactions }),
      ]),
    meta: { errorMode: 'error' },
  });
};
