import type { Subscription } from '@paydeck/contract/recurring';
import { useMutation } from '@tanstack/react-query';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { useInvalidate } from '../../../lib/query-effects.ts';

/** Stops a subscription: nothing more is charged. */
export const cancelSubscription = (id: string) =>
  merchantApi.post<Subscription>(`/api/subscriptions/${encodeURIComponent(id)}/cancel`);

/** A refusal (409: completed meanwhile) is the server's words. */
export const useCancelSubscription = (accountId: string) =>
  useMutation({
    mutationFn: cancelSubscription,
    onSettled: useInvalidate('subscriptionChanged', accountId),
    meta: { errorMode: 'error' },
  });
