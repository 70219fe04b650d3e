import { type EventType, subscriptionEventOfStatus } from '@paydeck/contract/event-types';
import { paidPaymentStatuses } from '@paydeck/contract/payin-types';
import type { Subscription } from '@paydeck/contract/recurring';
import type { AppContext } from '../../context.ts';
import { type Scope, systemScope } from '../../core/scope.ts';
import type { Executor } from '../../db/client.ts';
import { canMove } from '../../lib/transitions.ts';
import { recordEvents } from '../events/events.service.ts';
import {
  applyChargeOutcomes,
  type ChargeAnswer,
  type ChargePayment,
  chargeUnderMandate,
  insertMandateCharges,
} from '../payments/mandate-charges.service.ts';
import { afterCharge } from './billing-policy.ts';
import { subscriptionTransitions } from './subscription-transitions.ts';
import {
  type BilledChange,
  claimDueSubscriptions,
  countDueSubscriptions,
  lockSubscriptionsById,
  subscriptionsWithMandates,
  updateBilledSubscriptions,
} from './subscriptions.repository.ts';
import { subscriptionOf } from './subscriptions.service.ts';

export type BillingContext = Pick<AppContext, 'db' | 'appLink' | 'gatewayFor' | 'logger'>;

/** How long a worker holds the subscriptions it bills; one that dies lets them go after this. */
export const claimLeaseSeconds = 120;
export const billingJob = 'subscriptions.bill';

/**
 * Settles the subscriptions of a batch's answered charges, in the caller's transaction: each
 * period paid is counted and the next one scheduled (or the subscription completed), a failure
 * starts the retry policy; status moves record their events. A charge its subscription no longer
 * waits for (canceled meanwhile, or settled by another worker) changes nothing but the claim.
 */
const settleCharges = async (tx: Executor, settled: { subscriptionId: string; payment: ChargePayment }[]) => {
  const rows = await lockSubscriptionsById(
    tx,
    settled.map((s) => s.subscriptionId),
  );
  const paymentOf = new Map(settled.map((s) => [s.subscriptionId, s.payment]));
  const changes: BilledChange[] = [];
  const moves: { accountId: string; type: EventType; object: Subscription }[] = [];
  for (const row of rows) {
    const payment = paymentOf.get(row.id);
    const awaited =
      payment !== undefined &&
      row.timeCurrentPeriodEnd !== null &&
      payment.billingPeriod === row.intervalCompleted + 1 &&
      payment.billingAttempt === row.chargeAttempts + 1;
    if (!awaited) {
      changes.push(row);
      continue;
    }
    const next = afterCharge(row, paidPaymentStatuses.includes(payment.status as never));
    changes.push({ id: row.id, ...next });
    if (next.status !== row.status) {
      if (!canMove(subscriptionTransitions, row.status, next.status)) {
        throw new Error(`subscription ${row.id} can't move ${row.status} → ${next.status}`);
      }
      const object = subscriptionOf({ ...row, ...next, claimedUntil: null });
      moves.push({ accountId: row.accountId, type: subscriptionEventOfStatus[next.status], object });
    }
  }
  await updateBilledSubscriptions(tx, changes);
  await recordEvents(tx, moves);
};

/**
 * One round of the billing engine: claims up to `limit` due subscriptions (or just `only`), makes
 * each one's charge for its current period and attempt (once: payments_subscription_period_key),
 * asks the processor outside any transaction, then applies the answers and settles the
 * subscriptions in one transaction. Returns how many it billed; 0 when nothing was due.
 */
export const billDueSubscriptions = async (
  ctx: BillingContext,
  options: { limit?: number; only?: string; leaseSeconds?: number } = {},
) => {
  const ids = await claimDueSubscriptions(ctx.db, {
    limit: options.limit ?? 100,
    leaseSeconds: options.leaseSeconds ?? claimLeaseSeconds,
    ...(options.only && { only: options.only }),
  });
  if (ids.length === 0) return 0;
  const scopes = new Map<string, Promise<Scope>>();
  const scopeOf = (accountId: string, livemode: boolean) => {
    const key = `${accountId}:${livemode}`;
    let scope = scopes.get(key);
    if (!scope) {
      scope = systemScope(ctx.db, accountId, livemode, billingJob);
      scopes.set(key, scope);
    }
    return scope;
  };
  const claimed = await subscriptionsWithMandates(ctx.db, ids);
  const toCharge = [];
  for (const { subscription, mandate } of claimed) {
    toCharge.push({
      scope: await scopeOf(subscription.accountId, subscription.livemode),
      charge: {
        mandate,
        amount: subscription.amount,
        currency: subscription.currency,
        reference: subscription.reference,
        description: subscription.description,
        metadata: subscription.metadata,
        source: {
          type: 'subscription' as const,
          subscriptionId: subscription.id,
          period: subscription.intervalCompleted + 1,
          attempt: subscription.chargeAttempts + 1,
        },
      },
    });
  }
  const payments = await insertMandateCharges(ctx, ctx.db, toCharge);
  const charges = claimed.map(({ subscription, mandate }, index) => {
    const payment = payments[index];
    if (!payment) throw new Error(`no charge for ${subscription.id}`);
    return { subscription, mandate, payment };
  });
  const answers = await Promise.allSettled(
    charges.map(({ payment, mandate }) =>
      payment.status === 'created' ? chargeUnderMandate(ctx, payment, mandate) : Promise.resolve(null),
    ),
  );
  const answered: ChargeAnswer[] = [];
  const settled: { subscriptionId: string; payment: ChargePayment }[] = [];
  for (const [index, { subscription, payment }] of charges.entries()) {
    const answer = answers[index];
    if (!answer || answer.status === 'rejected') {
      // The claim lapses and a later round asks again for the same charge.
      ctx.logger.warn({ err: answer?.reason, paymentId: payment.id }, 'subscription charge not answered');
      continue;
    }
    if (answer.value) answered.push({ paymentId: payment.id, ...answer.value });
    settled.push({ subscriptionId: subscription.id, payment });
  }
  await ctx.db.transaction((tx) =>
    applyChargeOutcomes(ctx, tx, answered, (applied) =>
      settleCharges(
        tx,
        settled.map(({ subscriptionId, payment }) => ({ subscriptionId, payment: applied.get(payment.id) ?? payment })),
      ),
    ),
  );
  return charges.length;
};

/** Bills one subscription until nothing of it is due (a test clock's step can pass two periods and their retries). */
export const billSubscriptionNow = async (ctx: BillingContext, id: string) => {
  while ((await billDueSubscriptions(ctx, { only: id })) > 0) {
    // Each round settles one charge; the next may be due already.
  }
};

/** How many subscriptions are due by the real clock, up to `cap`: the billing job's fan-out. */
export const dueSubscriptionCount = (ctx: Pick<AppContext, 'db'>, cap: number) => countDueSubscriptions(ctx.db, cap);
