import type { Payout, PayoutSimulateBody } from '@paydeck/contract/payouts';
import { useMutation } from '@tanstack/react-query';
import type { Camelize } from '../../../lib/casing.ts';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { useInvalidate } from '../../../lib/query-effects.ts';

export type PayoutSimulation = Camelize<Omit<PayoutSimulateBody, 'livemode'>>;
export type PayoutOutcome = PayoutSimulation['outcome'];

/** Test mode: the simulated processor answers a pending payout at once. */
export const simulatePayout = ({ id, ...body }: PayoutSimulation & { id: string }) =>
  merchantApi.post<Payout>(`/api/payouts/${encodeURIComponent(id)}/simulate`, { body });

/** A refusal is announced. */
export const useSimulatePayout = (accountId: string) =>
  useMutation({
    mutationFn: simulatePayout,
    onSuccess: useInvalidate('payoutChanged', accountId),
    meta: { errorMode: 'error' },
  });
