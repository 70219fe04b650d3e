import type { Subscription, SubscriptionCreateBody } from '@paydeck/contract/recurring';
import { useMutation } from '@tanstack/react-query';
import type { Camelize } from '../../../lib/casing.ts';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { useInvalidate } from '../../../lib/query-effects.ts';

/** The create body in code names (the api client sends it in snake_case, with `livemode`). */
export type NewSubscription = Camelize<Omit<SubscriptionCreateBody, 'livemode'>>;

/** Without a trial the first charge is made at once: the answer is active, or incomplete when it failed. */
export const createSubscription = (body: NewSubscription) =>
  merchantApi.post<Subscription>('/api/subscriptions', { body });

/** The form shows refusals itself: field errors on their fields. */
export const useCreateSubscription = (accountId: string) =>
  useMutation({
    mutationFn: createSubscription,
    onSuccess: useInvalidate('subscriptionChanged', accountId),
    meta: { errorMode: 'silent' },
  });
