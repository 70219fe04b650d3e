import type { Refund } from '@paydeck/contract/refunds';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isLivemode } from '../../../lib/livemode.ts';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { queryRoots } from '../../../lib/query-roots.ts';
import { paymentsKeys } from './payments.keys.ts';

export type RefundRequest = { paymentId: string; amount: number; description?: string | undefined };

/** Refunds part or all of what is left of a paid payment (`amount` in minor units). */
export const createRefund = ({ paymentId, amount, description }: RefundRequest) =>
  merchantApi.post<Refund>('/api/refunds', { body: { paymentId, amount, description: description || undefined } });

/**
 * On success the payment (its remainder, its refunds section), the payment lists, and the refunds
 * and balance pages refetch. The dialog shows a refusal itself (422 over the remainder, 409 an open
 * dispute), so the error policy stays silent.
 */
export const useCreateRefund = (accountId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRefund,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentsKeys.mode(accountId, isLivemode()) }),
        queryClient.invalidateQueries({ queryKey: queryRoots.refunds }),
        queryClient.invalidateQueries({ queryKey: queryRoots.balanceTransactions }),
      ]),
    meta: { errorMode: 'silent' },
  });
};
