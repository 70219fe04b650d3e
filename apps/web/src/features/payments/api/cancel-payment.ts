import type { Payment } from '@paydeck/contract/payments';
import { useMutation } from '@tanstack/react-query';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { useInvalidate } from '../../../lib/query-effects.ts';

/** Cancels a payment the payer has not paid yet (created or pending). */
export const cancelPayment = (id: string) =>
  merchantApi.post<Payment>(`/api/payments/${encodeURIComponent(id)}/cancel`);

/** A refusal (409: paid meanwhile) is the server's words. */
export const useCancelPayment = (accountId: string) =>
  useMutation({
    mutationFn: cancelPayment,
    onSettled: useInvalidate('paymentChanged', accountId),
    meta: { errorMode: 'error' },
  });
