import type { Payer, PayerBody } from '@paydeck/contract/payouts';
import { useMutation } from '@tanstack/react-query';
import type { Camelize } from '../../../lib/casing.ts';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { useInvalidate } from '../../../lib/query-effects.ts';

/** The payer body in code names (the api client sends it in snake_case, with `livemode`). */
export type PayerFields = Camelize<Omit<PayerBody, 'livemode'>>;

export const createPayer = (body: PayerFields) => merchantApi.post<Payer>('/api/payers', { body });

/** The form shows refusals itself: field errors on their fields. */
export const useCreatePayer = (accountId: string) =>
  useMutation({
    mutationFn: createPayer,
    onSuccess: useInvalidate('payerChanged', accountId),
    meta: { errorMode: 'silent' },
  });
