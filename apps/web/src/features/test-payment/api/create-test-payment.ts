import type { Payment } from '@paydeck/contract/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Camelize } from '../../../lib/casing.ts';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { invalidate } from '../../../lib/query-effects.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type TestPayment = Camelize<Payment>;
export type TestPaymentInput = {
  paymentMethod: string;
  currency: string;
  amount: number;
  description?: string | undefined;
};

/** A payment in test mode, whatever the mode switch says: this screen never makes a live one. */
export const createTestPayment = (input: TestPaymentInput) =>
  merchantApi.post<Payment>('/api/payments', { body: input, livemode: false });

/** The new payment seeds its result view. */
export const useCreateTestPayment = (accountId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTestPayment,
    onSuccess: (payment) => {
      queryClient.setQueryData(queryKeys.detail('testPayment', accountId, payment.id, false), payment);
      void invalidate(queryClient, 'paymentChanged', accountId);
    },
    // The form shows a refusal (method disabled, amount out of range) in place.
    meta: { errorMode: 'silent' },
  });
};
