import { paidPaymentStatuses } from '@paydeck/contract/payin-types';
import type { AppContext } from '../../context.ts';
import { type Scope, systemScope } from '../../core/scope.ts';
import type { Executor } from '../../db/client.ts';
import {
  applyChargeOutcome,
  type ChargedMandate,
  type ChargePayment,
  chargeUnderMandate,
  insertMandateCharge,
} from '../payments/mandate-charges.service.ts';
import { afterCharge } from './billing-policy.ts';
import {
  claimDueSubscriptions,
  countDueSubscriptions,
  lockSubscriptionById,
  subscriptionsWithMandates,
  updateSubscription,
} from './subscriptions.repository.ts';
import { changeSubscription } from './subscriptions.service.ts';

export type BillingContext = Pick<AppContext, 'db' | 'appLink' | 'gatewayFor' | 'logger'>;

/** How long a worker holds the subscriptions it bills; one that dies lets them go after this. */
export const claimLeaseSeconds = 120;
export const billingJob = 'subscriptions.bill';

/**
 * Settles a subscription after its charge was answered, in the caller's transaction: the period is
 * counted and the next one scheduled (or the subscription completed), or the failure starts the
 * retry policy. A charge the subscription no longer waits for (canceled meanwhile, or settled by
 * another worker) changes nothing but the claim.
 */
const settleCharge = async (tx: Executor, subscriptionId: string, payment: ChargePayment) => {
  const row = await lockSubscriptionById(tx, subscriptionId);
  if (!row) throw new Error(`subscription ${subscriptionId} vanished`);
  const awaited =
    row.timeCurrentPeriodEnd !== null &&
    payment.billingPeriod === row.intervalCompleted + 1 &&
    payment.billingAttempt === row.chargeAttempts + 1;
  if (!awaited) return updateSubscription(tx, row.id, { claimedUntil: null });
  const next = afterCharge(row, paidPaymentStatuses.includes(payment.status as never));
  return changeSubscription(tx, row, next.status, { ...next, claimedUntil: null });
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
  const charges: { subscription: { id: string }; mandate: ChargedMandate; payment: ChargePayment }[] = [];
  for (const { subscription, mandate } of await subscriptionsWithMandates(ctx.db, ids)) {
    const payment = await insertMandateCharge(
      ctx,
      ctx.db,
      await scopeOf(subscription.accountId, subscription.livemode),
      {
        mandate,
        amount: subscription.amount,
        currency: subscription.currency,
        reference: subscription.reference,
        description: subscription.description,
        metadata: subscription.metadata,
        source: {
          type: 'subscription',
          subscriptionId: subscription.id,
          period: subscription.intervalCompleted + 1,
          attempt: subscription.chargeAttempts + 1,
        },
      },
    );
    charges.push({ subscription, mandate, payment });
  }
  const answers = await Promise.allSettled(
    charges.map(({ payment, mandate }) =>
      payment.status === 'created' ? chargeUnderMandate(ctx, payment, mandate) : Promise.resolve(null),
    ),
  );
  await ctx.db.transaction(async (tx) => {
    for (const [index, { subscription, payment }] of charges.entries()) {
      const answer = answers[index];
      if (!answer || answer.status === 'rejected') {
        // The claim lapses and the next round asks again for the same charge.
        ctx.logger.warn({ err: answer?.reason, paymentId: payment.id }, 'subscription charge not answered');
        continue;
      }
      const answered = answer.value ? await applyChargeOutcome(ctx, tx, payment.id, answer.value) : payment;
      await settleCharge(tx, subscription.id, answered);
    }
  });
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
