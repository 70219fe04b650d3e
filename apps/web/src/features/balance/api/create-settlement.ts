import type { Settlement, SettlementCreateBody } from '@paydeck/contract/settlements';
import { useMutation } from '@tanstack/react-query';
import type { Camelize } from '../../../lib/casing.ts';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { useInvalidate } from '../../../lib/query-effects.ts';

export type WithdrawalInput = Omit<Camelize<SettlementCreateBody>, 'livemode'> & { idempotencyKey: string };

/**
 * Spec §2 withdrawal: a settlement of `amount` to a bank account, its fee taken on top. The key is
 * the confirmation's own, so a retry of the same confirmation can't withdraw twice.
 */
export const createSettlement = ({ idempotencyKey, ...body }: WithdrawalInput) =>
  merchantApi.post<Settlement>('/api/settlements', { body, headers: { 'Idempotency-Key': idempotencyKey } });

/** The dialog shows a refusal in its own words (spec §8 "withdrawal application failed"). */
export const useCreateSettlement = (accountId: string) =>
  useMutation({
    mutationFn: createSettlement,
    onSuccess: useInvalidate('withdrawn', accountId),
    meta: { errorMode: 'silent' },
  });
