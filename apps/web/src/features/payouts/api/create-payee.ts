import type { Payee, PayeeBody } from '@paydeck/contract/payouts';
import { useMutation } from '@tanstack/react-query';
import type { Camelize } from '../../../lib/casing.ts';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { useInvalidate } from '../../../lib/query-effects.ts';

/** The payee body in code names (the api client sends it in snake_case, with `livemode`). */
export type PayeeFields = Camelize<Omit<PayeeBody, 'livemode'>>;

export const createPayee = (body: PayeeFields) => merchantApi.post<Payee>('/api/payees', { body });

/** The form shows refusals itself: field errors on their fields. */
export const useCreatePayee = (accountId: string) =>
  useMutation({
    mutationFn: createPayee,
    onSuccess: useInvalidate('payeeChanged', accountId),
    meta: { errorMode: 'silent' },
  });
