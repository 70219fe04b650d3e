import type { IntervalUnit } from '@paydeck/contract/recurring-rules';
import pino from 'pino';
import type { AppContext, PayinContext } from '../context.ts';
import { type Scope, systemScope } from '../core/scope.ts';
import type { Transaction } from '../db/client.ts';
import { asOf } from '../lib/clock.ts';
import { dayMs } from '../lib/time.ts';
import { createCustomer } from '../modules/customers/customers.service.ts';
import { type Gateway, simulatorGateway } from '../modules/payments/gateway.ts';
import { billDueSubscriptions } from '../modules/subscriptions/billing.service.ts';
import {
  cancelMandate,
  createMandate,
  type MandateNotification,
  notifyMandate,
} from '../modules/subscriptions/mandates.service.ts';
import {
  cancelSubscription,
  cancelSubscriptionsOfMandate,
  createSubscription,
  subscriptionDetail,
} from '../modules/subscriptions/subscriptions.service.ts';

const recurringCustomers = [
  ['Grace', 'Leung'],
  ['Daniel', 'Ho'],
  ['Priya', 'Nair'],
  ['Tomás', 'Silva'],
  ['Yuki', 'Mori'],
  ['Hannah', 'Lau'],
  ['Kenji', 'Sato'],
  ['Olivia', 'Tan'],
] as const;

type Plan = {
  mandate: MandateNotification | 'created' | 'canceled';
  /** The processor declines this mandate's charges (insufficient funds). */
  declines?: true;
  subscription?: {
    description: string;
    amount: number;
    unit: IntervalUnit;
    count: number;
    daysAgo: number;
    trialDays?: number;
    canceledDaysAgo?: number;
    testClock?: true;
  };
};

/** One customer each: mandates in every status, and subscriptions in every status but the momentary `created`. */
const plans: Plan[] = [
  { mandate: 'created' },
  { mandate: 'pending' },
  { mandate: 'failed' },
  { mandate: 'canceled' },
  {
    mandate: 'succeeded',
    subscription: { description: 'Flower club, monthly', amount: 38_000, unit: 'month', count: 12, daysAgo: 75 },
  },
  {
    mandate: 'succeeded',
    subscription: { description: 'Coffee beans, weekly', amount: 12_000, unit: 'week', count: 4, daysAgo: 40 },
  },
  {
    mandate: 'succeeded',
    subscription: {
      description: 'Gold plan',
      amount: 9_900,
      unit: 'month',
      count: 6,
      daysAgo: 3,
      trialDays: 10,
      testClock: true,
    },
  },
  {
    mandate: 'succeeded',
    subscription: {
      description: 'Studio membership',
      amount: 45_000,
      unit: 'month',
      count: 12,
      daysAgo: 50,
      canceledDaysAgo: 6,
    },
  },
  {
    mandate: 'succeeded',
    declines: true,
    subscription: { description: 'Wine box, quarterly', amount: 88_000, unit: 'quarter', count: 4, daysAgo: 5 },
  },
];

/**
 * Recurring in one mode of the HK account: customers with mandates in each status and subscriptions
 * in each lasting status (trialing, active, completed, canceled, incomplete), made through the
 * services and billed period by period at the time each charge fell due (lib/clock.ts), so their
 * payments, events and ledger entries read as they would have. The simulated processor declines
 * one mandate's charges, as a customer without funds would. The test-mode trial runs on a test clock.
 */
export const insertDemoRecurring = async (
  tx: Transaction,
  accountId: string,
  livemode: boolean,
  links: Pick<AppContext, 'appLink'>,
  now = Date.now(),
) => {
  const declined = new Set<string>();
  const gateway: Gateway = {
    ...simulatorGateway,
    chargeMandate: (charge) =>
      simulatorGateway.chargeMandate({
        ...charge,
        testChargeFailure: declined.has(charge.mandateId) ? 'insufficient_funds' : charge.testChargeFailure,
      }),
  };
  const ctx: PayinContext = {
    db: tx,
    appLink: links.appLink,
    gatewayFor: () => gateway,
    logger: pino({ level: 'silent' }),
  };
  const scope: Scope = await systemScope(tx, accountId, livemode, 'demo-seed');
  const at = (days: number) => new Date(now - days * dayMs);
  for (const [i, plan] of plans.entries()) {
    const [firstName, lastName] = recurringCustomers[i % recurringCustomers.length] ?? ['Demo', 'Customer'];
    const since = (plan.subscription?.daysAgo ?? 20) + 2;
    const customer = await asOf(at(since), () =>
      createCustomer(ctx, scope, 'en-US', {
        first_name: firstName,
        last_name: lastName,
        email: `${firstName}.${lastName}@example.com`.toLowerCase().replace('á', 'a'),
      }),
    );
    const mandate = await asOf(at(since - 0.5), () =>
      createMandate(ctx, scope, {
        customer_id: customer.id,
        payment_method: 'alipay_hk',
        reference: `MDT-${1001 + i}`,
      }),
    );
    if (plan.mandate !== 'created') {
      const signed = plan.mandate === 'canceled' ? 'succeeded' : plan.mandate;
      await asOf(at(since - 0.4), () => notifyMandate(ctx, tx, mandate.id, signed));
    }
    if (plan.mandate === 'canceled') {
      await asOf(at(since - 1), () => cancelMandate(ctx, scope, mandate.id, cancelSubscriptionsOfMandate));
    }
    if (plan.declines) declined.add(mandate.id);
    const planned = plan.subscription;
    if (!planned) continue;
    const createdAt = at(planned.daysAgo);
    // One billing round per due time, at that time: the engine's own rounds, back-dated.
    const billRound = (id: string) => billDueSubscriptions(ctx, { only: id });
    const subscription = await asOf(createdAt, () =>
      createSubscription(
        ctx,
        scope,
        {
          customer_id: customer.id,
          mandate_id: mandate.id,
          amount: planned.amount,
          currency: 'HKD',
          interval_unit: planned.unit,
          interval_count: planned.count,
          description: planned.description,
          email: customer.email,
          reference: `SUB-${2001 + i}`,
          ...(planned.trialDays
            ? { time_trial_end: Math.floor((createdAt.getTime() + planned.trialDays * dayMs) / 1000) }
            : {}),
          ...(planned.testClock && !livemode ? { test_clock: true } : {}),
        },
        billRound,
      ),
    );
    const end = planned.canceledDaysAgo ? at(planned.canceledDaysAgo) : new Date(now);
    for (let due = subscription.time_current_period_end; due !== null && due * 1000 <= end.getTime(); ) {
      if (subscription.test_clock) break;
      const next = due;
      await asOf(new Date(next * 1000), () => billRound(subscription.id));
      due = (await subscriptionDetail(ctx, scope, subscription.id)).time_current_period_end;
      if (due === next) break;
    }
    if (planned.canceledDaysAgo) {
      await asOf(end, () => cancelSubscription(ctx, scope, subscription.id));
    }
  }
};
