import type { Refund } from '@paydeck/contract/refunds';
import { useMutation } from '@tanstack/react-query';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { useInvalidate } from '../../../lib/query-effects.ts';

export type RefundRequest = { paymentId: string; amount: number; description?: string | undefined };

/** Refunds part or all of what is left of a paid payment (`amount` in minor units). */
export const createRefund = ({ paymentId, amount, description }: RefundRequest) =>
  merchantApi.post<Refund>('/api/refunds', { body: { paymentId, amount, description: description || undefined } });

/** The dialog shows a refusal itself (422 over the remainder, 409 an open dispute). */
export const useCreateRefund = (accountId: string) =>
  useMutation({
    mutationFn: createRefund,
    onSuccess: useInvalidate('moneyMoved', accountId),
    meta: { errorMode: 'silent' },
  });
