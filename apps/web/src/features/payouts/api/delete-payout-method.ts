import { useMutation } from '@tanstack/react-query';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { useInvalidate } from '../../../lib/query-effects.ts';

/** Deletes a payout method; payouts already made keep their own copy of it. */
export const deletePayoutMethod = (id: string) =>
  merchantApi.delete<unknown>(`/api/payout_methods/${encodeURIComponent(id)}`);

/** The confirmation shows a refusal (in use by a payout in progress) itself. */
export const useDeletePayoutMethod = (accountId: string) =>
  useMutation({
    mutationFn: deletePayoutMethod,
    onSuccess: useInvalidate('payoutMethodsChanged', accountId),
    meta: { errorMode: 'silent' },
  });
