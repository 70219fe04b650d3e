import type { SubscriptionDetail } from '@paydeck/contract/recurring';
import { useMutation } from '@tanstack/react-query';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { useInvalidate } from '../../../lib/query-effects.ts';

export type TestClockStep = { id: string; frozenTime: number };

/** Test mode: moves the subscription's clock forward (two intervals at most) and bills what fell due. */
export const advanceTestClock = ({ id, frozenTime }: TestClockStep) =>
  merchantApi.post<SubscriptionDetail>(`/api/subscriptions/${encodeURIComponent(id)}/test_clock/advance`, {
    body: { frozenTime },
  });

/** A refusal (422 too far, 409 no clock) is the server's words; the page refetches either way. */
export const useAdvanceTestClock = (accountId: string) =>
  useMutation({
    mutationFn: advanceTestClock,
    onSettled: useInvalidate('subscriptionChanged', accountId),
    meta: { errorMode: 'error' },
  });
