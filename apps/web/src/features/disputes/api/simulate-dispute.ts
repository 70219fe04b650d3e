import type { Dispute, DisputeSimulateBody } from '@paydeck/contract/disputes';
import { useMutation } from '@tanstack/react-query';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { useInvalidate } from '../../../lib/query-effects.ts';

export type DisputeOutcome = DisputeSimulateBody['outcome'];

/** Test mode: the simulated method decides (won, lost) or the payer withdraws (resolved). */
export const simulateDispute = ({ id, outcome }: { id: string; outcome: DisputeOutcome }) =>
  merchantApi.post<Dispute>(`/api/disputes/${encodeURIComponent(id)}/simulate`, { body: { outcome } });

/** A refusal is announced. */
export const useSimulateDispute = (accountId: string) =>
  useMutation({
    mutationFn: simulateDispute,
    onSuccess: useInvalidate('moneyMoved', accountId),
    meta: { errorMode: 'error' },
  });
