import type { Payout } from '@paydeck/contract/payouts';
import { useMutation } from '@tanstack/react-query';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { useInvalidate } from '../../../lib/query-effects.ts';

/** Verifies a waiting payout with the authenticator's code or the code emailed. */
export const verifyPayout = ({ id, code }: { id: string; code: string }) =>
  merchantApi.post<Payout>(`/api/payouts/${encodeURIComponent(id)}/verify`, { body: { code } });

/** The page shows a refused code (attempts left, lock) under the field itself. */
export const useVerifyPayout = (accountId: string) =>
  useMutation({
    mutationFn: verifyPayout,
    onSuccess: useInvalidate('payoutChanged', accountId),
    meta: { errorMode: 'silent' },
  });
