import type { Mandate, MandateCreateBody } from '@paydeck/contract/recurring';
import { useMutation } from '@tanstack/react-query';
import type { Camelize } from '../../../lib/casing.ts';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { useInvalidate } from '../../../lib/query-effects.ts';

export type NewMandate = Camelize<Omit<MandateCreateBody, 'livemode'>>;
export type CreatedMandate = Camelize<Mandate>;

/** A mandate waiting for the customer's signature: its `action.url` is the signing page to send. */
export const createMandate = (body: NewMandate) => merchantApi.post<Mandate>('/api/mandates', { body });

/** The dialog shows a refusal itself. */
export const useCreateMandate = (accountId: string) =>
  useMutation({
    mutationFn: createMandate,
    onSuccess: useInvalidate('mandateChanged', accountId),
    meta: { errorMode: 'silent' },
  });
