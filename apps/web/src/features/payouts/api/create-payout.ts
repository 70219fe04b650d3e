import type { Payout, PayoutBody } from '@paydeck/contract/payouts';
import { useMutation } from '@tanstack/react-query';
import type { Camelize } from '../../../lib/casing.ts';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { useInvalidate } from '../../../lib/query-effects.ts';

export type NewPayout = Camelize<Omit<PayoutBody, 'livemode'>> & { idempotencyKey: string };

/**
 * Spec §5 payout: money leaves the balance. The key is the confirmation's own, so a retry of the
 * same confirmation can't pay twice.
 */
export const createPayout = ({ idempotencyKey, ...body }: NewPayout) =>
  merchantApi.post<Payout>('/api/payouts', { body, headers: { 'Idempotency-Key': idempotencyKey } });

/** The page shows a refusal in its own words. */
export const useCreatePayout = (accountId: string) =>
  useMutation({
    mutationFn: createPayout,
    onSuccess: useInvalidate('payoutChanged', accountId),
    meta: { errorMode: 'silent' },
  });
