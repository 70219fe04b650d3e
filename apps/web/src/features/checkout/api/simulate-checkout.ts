import type { CheckoutView } from '@paydeck/contract/checkout';
import type { CheckoutOutcome, PaymentFailureCode } from '@paydeck/contract/payin-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { linkKeys } from '../../../lib/link.keys.ts';

export type SimulateInput = { outcome: CheckoutOutcome; amount?: number; failureCode?: PaymentFailureCode };

/** The payer's choice, answered by the mode's gateway (the simulator): the payment as it now is. */
export const simulateCheckout = (id: string, token: string, input: SimulateInput) =>
  api.post<CheckoutView>(`/v1/checkout/${encodeURIComponent(id)}/simulate`, { body: { token, ...input } });

/**
 * The page shows the answer in place; a refusal (the payment moved on meanwhile, an amount out of
 * range) is shown by the form, and the payment is read again in case it moved.
 */
export const useSimulateCheckout = (id: string, token: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SimulateInput) => simulateCheckout(id, token, input),
    onSuccess: (view) => queryClient.setQueryData(linkKeys.checkout(id, token), view),
    onError: () => queryClient.invalidateQueries({ queryKey: linkKeys.checkout(id, token) }),
    meta: { errorMode: 'silent' },
  });
};
