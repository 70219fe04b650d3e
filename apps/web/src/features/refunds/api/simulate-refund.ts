import type { Refund, RefundSimulateBody } from '@paydeck/contract/refunds';
import { useMutation } from '@tanstack/react-query';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { useInvalidate } from '../../../lib/query-effects.ts';

export type RefundOutcome = RefundSimulateBody['outcome'];

/** Test mode: the simulated gateway answers a pending refund at once. */
export const simulateRefund = ({ id, outcome }: { id: string; outcome: RefundOutcome }) =>
  merchantApi.post<Refund>(`/api/refunds/${encodeURIComponent(id)}/simulate`, { body: { outcome } });

/** A refusal is announced. */
export const useSimulateRefund = (accountId: string) =>
  useMutation({
    mutationFn: simulateRefund,
    onSuccess: useInvalidate('moneyMoved', accountId),
    meta: { errorMode: 'error' },
  });
