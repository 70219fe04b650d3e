import type { Payment } from '@paydeck/contract/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Cancels a payment the payer has not paid yet (created or pending). */
export const cancelPayment = (id: string) =>
  merchantApi.post<Payment>(`/api/payments/${encodeURIComponent(id)}/cancel`);

/** The mode's lists and the detail refetch; a refusal (409: paid meanwhile) is the server's words. */
export const useCancelPayment = (accountId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPayment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.scope('payments', accountId) }),
    meta: { errorMode: 'error' },
  });
};
