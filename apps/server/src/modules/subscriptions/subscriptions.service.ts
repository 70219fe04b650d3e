import { subscriptionEventOfStatus } from '@paydeck/contract/event-types';
import type {
  Subscription,
  SubscriptionCreateBody,
  SubscriptionDetail,
  SubscriptionListQuery,
} from '@paydeck/contract/recurring';
import type { SubscriptionStatus } from '@paydeck/contract/recurring-rules';
import type { AppContext, PayinContext } from '../../context.ts';
import type { Scope } from '../../core/scope.ts';
import { whenCommitted } from '../../db/ambient-transaction.ts';
import type { Executor } from '../../db/client.ts';
import { listPageOf } from '../../db/paging.ts';
import { AppError } from '../../lib/app-error.ts';
import { currentTime } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { unixSeconds } from '../../lib/time.ts';
import { canMove } from '../../lib/transitions.ts';
import { customerExists } from '../customers/customers.service.ts';
import { recordEvent } from '../events/events.service.ts';
import { checkMethod, latestPaymentsOf } from '../payments/payments.service.ts';
import { periodEnd } from './billing-calendar.ts';
import { usableMandate } from './mandates.service.ts';
import { subscriptionTransitions } from './subscription-transitions.ts';
import {
  findSubscription,
  insertSubscription,
  listSubscriptions,
  lockLiveSubscriptionsOf,
  lockSubscription,
  type SubscriptionChange,
  type SubscriptionRow,
  updateSubscription,
} from './subscriptions.repository.ts';

const timeOf = (at: Date | null) => (at ? unixSeconds(at) : null);

export const subscriptionOf = (row: SubscriptionRow): Subscription => ({
  id: row.id,
  object: 'subscription',
  livemode: row.livemode,
  customer_id: row.customerId,
  mandate_id: row.mandateId,
  reference: row.reference,
  currency: row.currency,
  amount: row.amount,
  interval_unit: row.intervalUnit,
  interval_count: row.intervalCount,
  interval_completed: row.intervalCompleted,
  status: row.status,
  description: row.description,
  email: row.email,
  time_trial_end: timeOf(row.timeTrialEnd),
  time_created: unixSeconds(row.timeCreated),
  time_current_period_end: timeOf(row.timeCurrentPeriodEnd),
  metadata: row.metadata,
  extra: row.extra,
  action: null,
  test_clock: row.testClockTime ? { frozen_time: unixSeconds(row.testClockTime) } : null,
});

/**
 * The one way a subscription changes: a status move along its table records its event in the same
 * transaction; a change that keeps the status (a period paid while active) records none (the
 * payment's own events tell it).
 */
export const changeSubscription = async (
  tx: Executor,
  row: SubscriptionRow,
  to: SubscriptionStatus,
  set: SubscriptionChange = {},
) => {
  if (to === row.status) return updateSubscription(tx, row.id, set);
  if (!canMove(subscriptionTransitions, row.status, to)) {
    throw new AppError('subscription_not_cancelable', { params: { status: row.status } });
  }
  const moved = await updateSubscription(tx, row.id, { ...set, status: to });
  await recordEvent(tx, moved.accountId, subscriptionEventOfStatus[to], subscriptionOf(moved));
  return moved;
};

/** A canceled subscription has no charge left: nothing is due, no worker holds it. */
const ended = { timeCurrentPeriodEnd: null, claimedUntil: null } satisfies SubscriptionChange;

/**
 * A subscription of a customer's signed mandate. Its first charge is due at once (created) or when
 * the trial ends (trialing); `billNow` makes a charge that is due right after the commit, so the
 * answer shows it. In test mode it may bill by its own clock, which starts now.
 */
export const createSubscription = async (
  ctx: PayinContext,
  scope: Scope,
  input: SubscriptionCreateBody,
  billNow: (id: string) => Promise<unknown>,
) => {
  const { account, livemode } = scope;
  if (!(await customerExists(ctx.db, account.id, livemode, input.customer_id))) {
    throw new AppError('customer_not_found');
  }
  const mandate = await usableMandate(ctx.db, scope, input.mandate_id);
  if (mandate.customerId !== input.customer_id) throw new AppError('mandate_of_other_customer');
  checkMethod(scope, { payment_method: mandate.method, currency: input.currency, amount: input.amount });
  if (input.test_clock && livemode) throw new AppError('test_mode_only');
  const now = currentTime();
  const trialEnd = input.time_trial_end ? new Date(input.time_trial_end * 1000) : null;
  if (trialEnd && trialEnd <= now) throw new AppError('trial_end_in_past');
  const anchor = trialEnd ?? now;
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await insertSubscription(tx, {
      accountId: account.id,
      id: newId('sub'),
      livemode,
      customerId: input.customer_id,
      mandateId: mandate.id,
      reference: input.reference ?? null,
      currency: input.currency,
      amount: input.amount,
      intervalUnit: input.interval_unit,
      intervalCount: input.interval_count,
      status: trialEnd ? 'trialing' : 'created',
      description: input.description ?? null,
      email: input.email ?? null,
      metadata: input.metadata ?? {},
      timeZone: account.timeZone,
      anchor,
      timeTrialEnd: trialEnd,
      timeCurrentPeriodEnd: anchor,
      testClockTime: input.test_clock ? now : null,
      timeCreated: now,
    });
    await recordEvent(tx, account.id, subscriptionEventOfStatus[inserted.status], subscriptionOf(inserted));
    return inserted;
  });
  if (!trialEnd) await whenCommitted(() => billNow(row.id));
  return subscriptionOf((await findSubscription(ctx.db, account.id, livemode, row.id)) ?? row);
};

export const subscriptionPage = async (ctx: AppContext, scope: Scope, query: SubscriptionListQuery) => {
  const { rows, total } = await listSubscriptions(ctx.db, scope.account.id, scope.livemode, query);
  return listPageOf(rows.map(subscriptionOf), total, query);
};

export const subscriptionDetail = async (ctx: PayinContext, scope: Scope, id: string): Promise<SubscriptionDetail> => {
  const row = await findSubscription(ctx.db, scope.account.id, scope.livemode, id);
  if (!row) throw new AppError('subscription_not_found');
  return { ...subscriptionOf(row), payments: await latestPaymentsOf(ctx, scope, { source_id: id }) };
};

/** The merchant ends a subscription now: no further charge (one already in flight still lands as a payment). */
export const cancelSubscription = async (ctx: PayinContext, scope: Scope, id: string) =>
  ctx.db.transaction(async (tx) => {
    const row = await lockSubscription(tx, scope.account.id, scope.livemode, id);
    if (!row) throw new AppError('subscription_not_found');
    if (!canMove(subscriptionTransitions, row.status, 'canceled')) {
      throw new AppError('subscription_not_cancelable', { params: { status: row.status } });
    }
    return subscriptionOf(await changeSubscription(tx, row, 'canceled', ended));
  });

/** A canceled mandate can't be charged: the subscriptions that charge it are canceled with it. */
export const cancelSubscriptionsOfMandate = async (tx: Executor, mandateId: string) => {
  for (const row of await lockLiveSubscriptionsOf(tx, mandateId)) await changeSubscription(tx, row, 'canceled', ended);
};

/**
 * Test mode: moves a subscription's test clock forward, at most two intervals per step, then bills
 * what the step made due (`billDue`: each period and retry passed, in order), so the answer shows
 * the subscription as the engine left it.
 */
export const advanceTestClock = async (
  ctx: AppContext,
  scope: Scope,
  id: string,
  frozenTime: number,
  billDue: (id: string) => Promise<unknown>,
) => {
  await ctx.db.transaction(async (tx) => {
    const row = await lockSubscription(tx, scope.account.id, scope.livemode, id);
    if (!row) throw new AppError('subscription_not_found');
    if (!row.testClockTime) throw new AppError('test_clock_missing');
    const from = row.testClockTime;
    const latest = periodEnd(from, row.timeZone, row.intervalUnit, 2);
    const to = new Date(frozenTime * 1000);
    if (to <= from || to > latest) {
      throw new AppError('test_clock_out_of_range', {
        params: {
          from: from.toISOString().slice(0, 16).replace('T', ' '),
          to: latest.toISOString().slice(0, 16).replace('T', ' '),
        },
      });
    }
    await updateSubscription(tx, id, { testClockTime: to });
  });
  await whenCommitted(() => billDue(id));
  return subscriptionDetail(ctx, scope, id);
};
