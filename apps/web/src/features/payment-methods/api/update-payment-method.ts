import type { PaymentMethodStatus } from '@paydeck/contract/payment-method-catalogue';
import type { PaymentMethod } from '@paydeck/contract/payment-methods';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type StatusChange = { method: string; status: PaymentMethodStatus };

/** Enables or disables a method in the current mode. */
export const updatePaymentMethod = ({ method, status }: StatusChange) =>
  merchantApi.put<PaymentMethod>(`/api/payment_methods/${encodeURIComponent(method)}`, { body: { status } });

/**
 * Lists and details of the mode are refetched (a filter by status may now show other rows). A
 * refusal (409 the method serves none of the account's business types) is the server's words.
 */
export const useUpdatePaymentMethod = (accountId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePaymentMethod,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.scope('paymentMethods', accountId) }),
    meta: { errorMode: 'error' },
  });
};
