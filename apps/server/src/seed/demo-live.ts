import { currencies } from '@paydeck/contract/currencies';
import type { DisputeReason, PaymentFailureCode } from '@paydeck/contract/payin-types';
import type { PaymentMethodId } from '@paydeck/contract/payment-method-catalogue';
import pino from 'pino';
import type { AppContext, PayinContext } from '../context.ts';
import { systemScope } from '../core/scope.ts';
import type { Transaction } from '../db/client.ts';
import { asOf } from '../lib/clock.ts';
import { dayMs } from '../lib/time.ts';
import { createCustomer } from '../modules/customers/customers.service.ts';
import {
  acceptDispute,
  loseUnansweredDispute,
  reportDispute,
  submitEvidence,
} from '../modules/disputes/disputes.service.ts';
import { matureBalance } from '../modules/ledger/maturity.service.ts';
import { simulatorGateway } from '../modules/payments/gateway.ts';
import {
  applyGatewayNotification,
  type GatewayNotification,
} from '../modules/payments/gateway-notifications.service.ts';
import { cancelPayment, createPayment } from '../modules/payments/payments.service.ts';
import { createRefund, recordRefundOutcome } from '../modules/refunds/refunds.service.ts';

/** How far back the live history goes, and about how many payments a day it holds. */
export const liveHistoryDays = 90;
const paymentsPerDay = 0.5;

/** A merchant in Hong Kong selling across Asia: its methods, weighted by how often payers choose them. */
const methodMix: { method: PaymentMethodId; currency: string; weight: number; typical: number }[] = [
  { method: 'fps_hk', currency: 'HKD', weight: 34, typical: 48_000 },
  { method: 'alipay_hk', currency: 'HKD', weight: 20, typical: 26_000 },
  { method: 'wechatpay_cn', currency: 'CNY', weight: 12, typical: 36_000 },
  { method: 'alipay_cn', currency: 'CNY', weight: 8, typical: 42_000 },
  { method: 'paynow_sg', currency: 'SGD', weight: 10, typical: 9_000 },
  { method: 'upi_in', currency: 'INR', weight: 6, typical: 480_000 },
  { method: 'promptpay_th', currency: 'THB', weight: 5, typical: 180_000 },
  { method: 'ideal_nl', currency: 'EUR', weight: 5, typical: 6_500 },
];

/** How closed payments ended, weighted: most are paid. */
const outcomeMix: { outcome: GatewayNotification['status'] | 'canceled'; weight: number }[] = [
  { outcome: 'paid', weight: 80 },
  { outcome: 'failed', weight: 7 },
  { outcome: 'expired', weight: 6 },
  { outcome: 'canceled', weight: 3 },
  { outcome: 'under_paid', weight: 2 },
  { outcome: 'over_paid', weight: 2 },
];

const failureCodes: PaymentFailureCode[] = ['insufficient_funds', 'declined', 'limit_exceeded', 'risk_rejected'];

const liveCustomers = [
  ['Ka Yan', 'Wong', 'HK'],
  ['Siu Ming', 'Cheung', 'HK'],
  ['Hoi Ling', 'Ng', 'HK'],
  ['Tsz Hin', 'Leung', 'HK'],
  ['Li', 'Na', 'CN'],
  ['Zhang', 'Wei', 'CN'],
  ['Wen', 'Jing', 'CN'],
  ['Priya', 'Nair', 'IN'],
  ['Wei Ling', 'Tan', 'SG'],
  ['Darius', 'Lim', 'SG'],
  ['Nattapong', 'Srisuk', 'TH'],
  ['Sanne', 'de Vries', 'NL'],
] as const;

/** The same history on every seed: a small deterministic generator (mulberry32), not Math.random. */
const generator = (seed: number) => {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

const pick = <T extends { weight: number }>(random: () => number, mix: readonly T[]): T => {
  let left = random() * mix.reduce((sum, entry) => sum + entry.weight, 0);
  for (const entry of mix) {
    left -= entry.weight;
    if (left < 0) return entry;
  }
  return mix[mix.length - 1] as T;
};

/** An amount near the method's typical one, rounded to a whole major unit (or ten, for large ones). */
const amountNear = (random: () => number, typical: number) => {
  const step = typical >= 100_000 ? 1_000 : 100;
  return Math.max(step * 20, Math.round((typical * (0.3 + random() * 1.6)) / step) * step);
};

const minutes = (n: number) => n * 60_000;

/**
 * The HK account's live-mode history over the last `liveHistoryDays` days, so the first screen of
 * the demo owner (who signs in to live mode) shows a business: customers, payments in every
 * method and status the account takes, refunds and disputes. Every object is made and moved through
 * the services a request or the processor's notification uses, dated back with lib/clock.ts, so
 * its events and ledger entries are recorded as they would have been. The processor is the
 * simulator: a live connector never hears of the demo.
 */
export const insertDemoLiveHistory = async (
  tx: Transaction,
  accountId: string,
  links: Pick<AppContext, 'appLink'>,
  now = Date.now(),
) => {
  const ctx: PayinContext = {
    db: tx,
    appLink: links.appLink,
    gatewayFor: () => simulatorGateway,
    logger: pino({ level: 'silent' }),
  };
  const scope = await systemScope(tx, accountId, true, 'demo-seed');
  const random = generator(2026);
  const at = (msAgo: number) => new Date(now - msAgo);

  const customerIds: string[] = [];
  for (const [i, [firstName, lastName, country]] of liveCustomers.entries()) {
    const email = `${firstName}.${lastName}@example.com`.toLowerCase().replaceAll(' ', '');
    const customer = await asOf(at((liveHistoryDays + 5 - i * 7) * dayMs), () =>
      createCustomer(ctx, scope, 'en-US', { first_name: firstName, last_name: lastName, email, country }),
    );
    customerIds.push(customer.id);
  }

  // Closed payments, oldest first, one every so often; then two still waiting for their payer.
  const paid: PaidPayment[] = [];
  let reference = 2000;
  const count = Math.round(liveHistoryDays * paymentsPerDay);
  for (let i = 0; i < count; i++) {
    const createdAgo = (liveHistoryDays - (i + random()) / paymentsPerDay) * dayMs + minutes(30);
    const { method, currency, typical } = pick(random, methodMix);
    const amount = amountNear(random, typical);
    const customer = random() < 0.6 ? customerIds[Math.floor(random() * customerIds.length)] : undefined;
    reference += 1;
    const payment = await asOf(at(createdAgo), () =>
      createPayment(ctx, scope, {
        payment_method: method,
        currency,
        amount,
        reference: `HL-${reference}`,
        description: `Order HL-${reference}`,
        ...(customer ? { customer_id: customer } : {}),
      }),
    );
    const { outcome } = pick(random, outcomeMix);
    const answeredAgo = createdAgo - minutes(2 + random() * 20);
    if (outcome === 'canceled') {
      await asOf(at(answeredAgo), () => cancelPayment(ctx, scope, payment.id));
      continue;
    }
    const notification: GatewayNotification =
      outcome === 'under_paid' || outcome === 'over_paid'
        ? { status: outcome, amount: Math.round((amount * (outcome === 'under_paid' ? 0.8 : 1.1)) / 100) * 100 }
        : outcome === 'failed'
          ? { status: 'failed', failureCode: failureCodes[Math.floor(random() * failureCodes.length)] }
          : { status: outcome };
    const { after } = await asOf(at(outcome === 'expired' ? createdAgo - minutes(61) : answeredAgo), () =>
      applyGatewayNotification(ctx, tx, payment.id, notification),
    );
    if (after.status === 'paid') paid.push({ id: payment.id, amountPaid: after.amountPaid, paidAt: now - answeredAgo });
  }
  for (const minutesAgo of [9, 3]) {
    const { method, currency, typical } = pick(random, methodMix);
    reference += 1;
    await asOf(at(minutes(minutesAgo)), () =>
      createPayment(ctx, scope, {
        payment_method: method,
        currency,
        amount: amountNear(random, typical),
        reference: `HL-${reference}`,
        description: `Order HL-${reference}`,
      }),
    );
  }

  await insertLiveRefunds(ctx, scope, paid, random, now);
  await insertLiveDisputes(ctx, scope, paid, now);
  // What has passed its settlement delay is available, as the maturity job would have made it: in
  // every currency a balance may have (the account's settlement currencies, into which the other
  // payments are converted, or a payment's own if a rate were missing).
  for (const currency of currencies) {
    await matureBalance(tx, { accountId, livemode: true, currency });
  }
};

type Scope = Awaited<ReturnType<typeof systemScope>>;
/** A paid live payment that a refund or dispute may draw on. */
type PaidPayment = { id: string; amountPaid: number; paidAt: number };

/** About one paid payment in six is refunded, in full or in part, a few days after it was paid; all settle. */
const insertLiveRefunds = async (
  ctx: PayinContext,
  scope: Scope,
  paid: PaidPayment[],
  random: () => number,
  now: number,
) => {
  const reasons = ['Returned unopened', 'Wrong size sent', 'Order cancelled by the customer', 'Damaged in transit'];
  for (const [i, payment] of paid.entries()) {
    if (i % 6 !== 4) continue;
    const refundAt = Math.min(payment.paidAt + (1 + random() * 6) * dayMs, now - dayMs);
    const full = random() < 0.5;
    const amount = full ? payment.amountPaid : Math.round((payment.amountPaid * 0.4) / 100) * 100;
    const refund = await asOf(new Date(refundAt), () =>
      createRefund(ctx, scope, {
        payment_id: payment.id,
        amount,
        description: reasons[i % reasons.length] ?? null,
      }),
    );
    const outcome = await ctx
      .gatewayFor(true)
      .refundOutcome({ id: refund.id, gatewayTransactionId: refund.gateway_transaction_id ?? '' });
    await asOf(new Date(refundAt + minutes(40)), () =>
      recordRefundOutcome(ctx.db, { id: refund.id, paymentId: payment.id }, outcome),
    );
  }
};

/**
 * Four disputes on payments without refunds, one of each way a live dispute goes without a decision
 * of the method's: lost for want of an answer, accepted, answered (under review), and one open now.
 */
const insertLiveDisputes = async (ctx: PayinContext, scope: Scope, paid: PaidPayment[], now: number) => {
  const unrefunded = paid.filter((_, i) => i % 6 !== 4);
  const plans: { daysAgo: number; reason: DisputeReason; ending: 'lose' | 'accept' | 'answer' | 'open' }[] = [
    { daysAgo: 60, reason: 'product_not_received', ending: 'lose' },
    { daysAgo: 35, reason: 'duplicate', ending: 'accept' },
    { daysAgo: 6, reason: 'product_unacceptable', ending: 'answer' },
    { daysAgo: 2, reason: 'fraudulent', ending: 'open' },
  ];
  for (const plan of plans) {
    const openedAt = now - plan.daysAgo * dayMs;
    // The latest paid payment at least a week before the dispute opens.
    const payment = unrefunded.findLast((p) => p.paidAt < openedAt - 7 * dayMs);
    if (!payment) continue;
    const dispute = await asOf(new Date(openedAt), () =>
      reportDispute(ctx, scope, payment.id, { reason: plan.reason }),
    );
    const later = (days: number) => new Date(openedAt + days * dayMs);
    if (plan.ending === 'lose') {
      await asOf(new Date(dispute.time_expired * 1000), () =>
        loseUnansweredDispute(ctx, { id: dispute.id, paymentId: payment.id }),
      );
    } else if (plan.ending === 'accept') {
      await asOf(later(2), () => acceptDispute(ctx, scope, dispute.id));
    } else if (plan.ending === 'answer') {
      await asOf(later(1), () =>
        submitEvidence(ctx, scope, dispute.id, {
          text: 'The customer received the item on the date shown in the courier record and kept it past the return window.',
        }),
      );
    }
  }
};
