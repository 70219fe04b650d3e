import { paymentEventOfStatus } from '@paydeck/contract/event-types';
import { paymentLifetimeMinutes } from '@paydeck/contract/payin-types';
import { type PaymentMethodId, paymentMethodOf } from '@paydeck/contract/payment-method-catalogue';
import type { AppContext } from '../../context.ts';
import type { Scope } from '../../core/scope.ts';
import type { Executor } from '../../db/client.ts';
import { currentTime } from '../../lib/clock.ts';
import { newId, randomBase62 } from '../../lib/ids.ts';
import { canMove } from '../../lib/transitions.ts';
import { recordEvents } from '../events/events.service.ts';
import { payinPostings } from '../ledger/payin-postings.ts';
import { postBalanceTransactions } from '../ledger/posting.service.ts';
import type { PaymentOutcome } from './gateway.ts';
import { submissionGraceSeconds } from './payment-submission.service.ts';
import { paymentTransitions } from './payment-transitions.ts';
import {
  findSubscriptionCharge,
  insertPaymentRows,
  listUnsubmittedPayments,
  lockPaymentsById,
  moveCreatedPayments,
  type PaymentRow,
} from './payments.repository.ts';
import { paymentOf } from './payments.service.ts';

/** The signed mandate a charge is made under, as the processor needs it. */
export type ChargedMandate = {
  id: string;
  customerId: string;
  method: PaymentMethodId;
  testChargeFailure: string | null;
};

/** A charge's payment row, as the billing engine handles it. */
export type ChargePayment = PaymentRow;

/** What a charge under a mandate is: a merchant's one-off payment, or a subscription's period. */
export type MandateCharge = {
  mandate: ChargedMandate;
  amount: number;
  currency: string;
  reference: string | null;
  description: string | null;
  metadata: Record<string, string>;
  source:
    | { type: 'regular_with_mandate' }
    | { type: 'subscription'; subscriptionId: string; period: number; attempt: number };
};

/** The row of a new charge under a mandate: a payment without a payer, made in `scope`. */
const chargeRowOf = (scope: Scope, charge: MandateCharge): PaymentRow => {
  const definition = paymentMethodOf(charge.mandate.method);
  const { source } = charge;
  const now = currentTime();
  return {
    accountId: scope.account.id,
    id: newId('pay'),
    livemode: scope.livemode,
    method: definition.method,
    flow: definition.flow,
    status: 'created',
    currency: charge.currency,
    amount: charge.amount,
    amountPaid: 0,
    amountRefunded: 0,
    amountRefundPending: 0,
    amountDisputeLost: 0,
    reference: charge.reference,
    referenceUnique: false,
    customerId: charge.mandate.customerId,
    sourceType: source.type,
    sourceId: source.type === 'subscription' ? source.subscriptionId : charge.mandate.id,
    mandateId: charge.mandate.id,
    billingPeriod: source.type === 'subscription' ? source.period : null,
    billingAttempt: source.type === 'subscription' ? source.attempt : null,
    description: charge.description,
    notifyUrl: null,
    returnUrl: null,
    metadata: charge.metadata,
    extra: {},
    failureCode: null,
    failureMessage: null,
    gatewayTransactionId: null,
    checkoutToken: `chk_${randomBase62(32)}`,
    disputed: false,
    timeCreated: now,
    timePaid: null,
    timeExpired: new Date(now.getTime() + paymentLifetimeMinutes[definition.flow] * 60_000),
  };
};

/**
 * Inserts charges under mandates, each with its payment.created event, in one transaction of a
 * few statements however many: payments without a payer, charged next (`chargeUnderMandate`). A
 * subscription's charge is unique per period and attempt (payments_subscription_period_key):
 * inserted again, the first one is returned instead, so however many workers bill a period, it
 * has one payment. Returns the charges' rows in the order given.
 */
export const insertMandateCharges = async (
  ctx: Pick<AppContext, 'appLink'>,
  db: Executor,
  charges: { scope: Scope; charge: MandateCharge }[],
): Promise<PaymentRow[]> =>
  db.transaction(async (tx) => {
    const rows = charges.map(({ scope, charge }) => chargeRowOf(scope, charge));
    const inserted = new Set(await insertPaymentRows(tx, rows));
    await recordEvents(
      tx,
      rows
        .filter((row) => inserted.has(row.id))
        .map((row) => ({ accountId: row.accountId, type: paymentEventOfStatus.created, object: paymentOf(ctx, row) })),
    );
    const result: PaymentRow[] = [];
    for (const row of rows) {
      if (inserted.has(row.id)) {
        result.push(row);
        continue;
      }
      const { sourceId, billingPeriod, billingAttempt } = row;
      const existing =
        row.sourceType === 'subscription' && sourceId && billingPeriod && billingAttempt
          ? await findSubscriptionCharge(tx, sourceId, billingPeriod, billingAttempt)
          : null;
      if (!existing) throw new Error(`charge ${row.id} neither inserted nor found`);
      result.push(existing);
    }
    return result;
  });

/** One charge: `insertMandateCharges` of one. */
export const insertMandateCharge = async (
  ctx: Pick<AppContext, 'appLink'>,
  db: Executor,
  scope: Scope,
  charge: MandateCharge,
): Promise<PaymentRow> => {
  const [row] = await insertMandateCharges(ctx, db, [{ scope, charge }]);
  if (!row) throw new Error('no charge inserted');
  return row;
};

/**
 * The processor's answer to a committed charge, asked outside any transaction (ARCHITECTURE §4).
 * The processor dedupes on the payment id, so asking again after a crash names the same charge.
 */
export const chargeUnderMandate = (
  ctx: Pick<AppContext, 'gatewayFor'>,
  payment: Pick<PaymentRow, 'id' | 'livemode' | 'method' | 'amount'>,
  mandate: Pick<ChargedMandate, 'id' | 'testChargeFailure'>,
) =>
  ctx.gatewayFor(payment.livemode).chargeMandate({
    id: payment.id,
    mandateId: mandate.id,
    method: payment.method,
    amount: payment.amount,
    testChargeFailure: mandate.testChargeFailure,
  });

export type ChargeAnswer = { paymentId: string; gatewayTransactionId: string; outcome: PaymentOutcome };

/**
 * Applies the processor's answers to charges (one, or the billing engine's batch), in the caller's
 * transaction and in a few statements whatever their number: the payments locked in id order, those
 * still created moved to their answers at once (through the same transitions: created → pending →
 * paid or failed, each move's event recorded, in order), then `settle` is handed every payment as
 * it now is, by id (the billing engine settles its subscriptions there), and the paid ones' ledger
 * entries are booked last, so the balance row, which every charge of the account books into, is
 * held only from there to the commit. Returns the payments `settle` was handed.
 */
export const applyChargeOutcomes = async (
  ctx: Pick<AppContext, 'appLink'>,
  tx: Executor,
  answers: ChargeAnswer[],
  settle: (payments: Map<string, PaymentRow>) => Promise<void> = async () => {},
) => {
  const current = new Map(
    (
      await lockPaymentsById(
        tx,
        answers.map((a) => a.paymentId),
      )
    ).map((row) => [row.id, row]),
  );
  const moved: { before: PaymentRow; after: PaymentRow }[] = [];
  const now = currentTime();
  for (const { paymentId, gatewayTransactionId, outcome } of answers) {
    const before = current.get(paymentId);
    if (!before) throw new Error(`charge ${paymentId} vanished`);
    if (before.status !== 'created') continue;
    if (outcome.status === 'expired' || !canMove(paymentTransitions, 'pending', outcome.status)) {
      throw new Error(`a charge can't end ${outcome.status}`);
    }
    const after: PaymentRow = {
      ...before,
      gatewayTransactionId,
      status: outcome.status,
      ...(outcome.status === 'failed'
        ? { failureCode: outcome.failureCode, failureMessage: outcome.failureMessage }
        : { amountPaid: outcome.amountPaid, timePaid: now }),
    };
    moved.push({ before, after });
    current.set(paymentId, after);
  }
  const ids = await moveCreatedPayments(
    tx,
    moved.map(({ after }) => after),
  );
  if (ids.length !== moved.length) throw new Error('a locked charge moved under its lock');
  await recordEvents(
    tx,
    moved.flatMap(({ before, after }) => [
      {
        accountId: after.accountId,
        type: paymentEventOfStatus.pending,
        object: paymentOf(ctx, { ...before, gatewayTransactionId: after.gatewayTransactionId, status: 'pending' }),
      },
      { accountId: after.accountId, type: paymentEventOfStatus[after.status], object: paymentOf(ctx, after) },
    ]),
  );
  await settle(current);
  await postBalanceTransactions(
    tx,
    moved
      .filter(({ after }) => after.status !== 'failed')
      .map(({ after }) => payinPostings.paymentReceived(after, after.amountPaid)),
  );
  return current;
};

/** One-off charges under a mandate left unanswered past the grace period (their request died). */
export const unansweredMandateCharges = (db: Executor, limit: number) =>
  listUnsubmittedPayments(db, submissionGraceSeconds, limit, 'mandate');
