import type { PayoutMethodBody, PayoutMethodRecord } from '@paydeck/contract/payouts';
import { useMutation } from '@tanstack/react-query';
import type { Camelize } from '../../../lib/casing.ts';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { useInvalidate } from '../../../lib/query-effects.ts';

export type NewPayoutMethod = Camelize<Omit<PayoutMethodBody, 'livemode'>>;

export const createPayoutMethod = (body: NewPayoutMethod) =>
  merchantApi.post<PayoutMethodRecord>('/api/payout_methods', { body });

/** The dialog shows refusals itself: field errors on their fields. */
export const useCreatePayoutMethod = (accountId: string) =>
  useMutation({
    mutationFn: createPayoutMethod,
    onSuccess: useInvalidate('payoutMethodsChanged', accountId),
    meta: { errorMode: 'silent' },
  });
