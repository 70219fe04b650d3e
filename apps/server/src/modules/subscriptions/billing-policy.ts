import type { SubscriptionStatus } from '@paydeck/contract/recurring-rules';
import { periodEnd } from './billing-calendar.ts';
import type { SubscriptionRow } from './subscriptions.repository.ts';

/**
 * The retry policy (docs/product.md "Subscriptions"): a period whose charge fails is charged again
 * 1, 3 and 7 days after it was due, in the subscription's time zone; the subscription is incomplete
 * meanwhile. A retry that is paid makes it active again, with the schedule kept (the next period is
 * due when it always was). After the last retry fails, billing stops: it stays incomplete with no
 * next charge until the merchant cancels it.
 */
export const retryAfterDays = [1, 3, 7] as const;

type Schedule = Pick<SubscriptionRow, 'anchor' | 'timeZone' | 'intervalUnit' | 'intervalCount'>;

/** When period `completed + 1` is due: the anchor plus `completed` intervals. */
export const periodDue = (subscription: Schedule, completed: number) =>
  periodEnd(subscription.anchor, subscription.timeZone, subscription.intervalUnit, completed);

export type AfterCharge = {
  status: SubscriptionStatus;
  intervalCompleted: number;
  chargeAttempts: number;
  timeCurrentPeriodEnd: Date | null;
};

/** Where a subscription goes after its current period's charge was paid, or failed. */
export const afterCharge = (
  subscription: Schedule & Pick<SubscriptionRow, 'intervalCompleted' | 'chargeAttempts'>,
  paid: boolean,
): AfterCharge => {
  const { intervalCompleted: completed, chargeAttempts: attempts } = subscription;
  if (paid) {
    const done = completed + 1;
    return done >= subscription.intervalCount
      ? { status: 'completed', intervalCompleted: done, chargeAttempts: 0, timeCurrentPeriodEnd: null }
      : {
          status: 'active',
          intervalCompleted: done,
          chargeAttempts: 0,
          timeCurrentPeriodEnd: periodDue(subscription, done),
        };
  }
  const failed = attempts + 1;
  const wait = retryAfterDays[failed - 1];
  return {
    status: 'incomplete',
    intervalCompleted: completed,
    chargeAttempts: failed,
    timeCurrentPeriodEnd:
      wait === undefined ? null : periodEnd(periodDue(subscription, completed), subscription.timeZone, 'day', wait),
  };
};
