import type { Refund } from '@paydeck/contract/refunds';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

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
        queryClient.invalidateQueries({ queryKey: queryKeys.scope('payments', accountId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.area('refunds', accountId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.area('balanceTransactions', accountId) }),
      ]),
    meta: { errorMode: 'silent' },
  });
};
