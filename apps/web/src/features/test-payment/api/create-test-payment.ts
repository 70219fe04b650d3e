import type { Payment } from '@paydeck/contract/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Camelize } from '../../../lib/casing.ts';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { affectedRoots, testPaymentKeys } from './test-payment.keys.ts';

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

/** The new payment seeds its result view; payment lists elsewhere are read again. */
export const useCreateTestPayment = (accountId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTestPayment,
    onSuccess: (payment) => {
      queryClient.setQueryData(testPaymentKeys.payment(accountId, payment.id), payment);
      for (const queryKey of affectedRoots) void queryClient.invalidateQueries({ queryKey });
    },
    // The form shows a refusal (method disabled, amount out of range) in place.
    meta: { errorMode: 'silent' },
  });
};
