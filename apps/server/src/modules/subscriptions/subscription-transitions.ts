import type { SubscriptionStatus } from '@paydeck/contract/recurring-rules';
import type { TransitionTable } from '../../lib/transitions.ts';

/**
 * Subscription lifecycle. It starts created (first charge due now) or trialing (first charge at the
 * trial's end). A paid charge makes it active, a failed one incomplete (retried, billing-policy.ts);
 * the last paid charge completes it. The merchant may cancel it until it ends.
 */
export const subscriptionTransitions: TransitionTable<SubscriptionStatus> = {
  created: ['active', 'incomplete', 'completed', 'canceled'],
  trialing: ['active', 'incomplete', 'completed', 'canceled'],
  active: ['incomplete', 'completed', 'canceled'],
  incomplete: ['active', 'completed', 'canceled'],
  canceled: [],
  completed: [],
};
