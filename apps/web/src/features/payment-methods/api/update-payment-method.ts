import type { PaymentMethodStatus } from '@paydeck/contract/payment-method-catalogue';
import type { PaymentMethod } from '@paydeck/contract/payment-methods';
import { useMutation } from '@tanstack/react-query';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { useInvalidate } from '../../../lib/query-effects.ts';

export type StatusChange = { method: string; status: PaymentMethodStatus };

/** Enables or disables a method in the current mode. */
export const updatePaymentMethod = ({ method, status }: StatusChange) =>
  merchantApi.put<PaymentMethod>(`/api/payment_methods/${encodeURIComponent(method)}`, { body: { status } });

/** A refusal (409 the method serves none of the account's business types) is the server's words. */
export const useUpdatePaymentMethod = (accountId: string) =>
  useMutation({
    mutationFn: updatePaymentMethod,
    onSettled: useInvalidate('paymentMethodChanged', accountId),
    meta: { errorMode: 'error' },
  });
