import type { Currency } from '@paydeck/contract/currencies';
import { refundEventOfStatus } from '@paydeck/contract/event-types';
import type { RefundExportFilter } from '@paydeck/contract/exports';
import { paidPaymentStatuses, type RefundStatus } from '@paydeck/contract/payin-types';
import { refundAmountIssue, refundExcessText } from '@paydeck/contract/refund-rules';
import type { Refund, RefundInput, RefundListQuery, RefundSimulateBody } from '@paydeck/contract/refunds';
import type { AppContext, PayinContext } from '../../context.ts';
import type { Scope } from '../../core/scope.ts';
import type { Database, Executor } from '../../db/client.ts';
import { listPageOf } from '../../db/paging.ts';
import { AppError } from '../../lib/app-error.ts';
import { currentTime, datedBack } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { unixSeconds } from '../../lib/time.ts';
import { canMove } from '../../lib/transitions.ts';
import { paymentHasOpenDispute } from '../disputes/disputes.service.ts';
import { recordEvent } from '../events/events.service.ts';
import { payinPostings } from '../ledger/payin-postings.ts';
import { postBalanceTransaction } from '../ledger/posting.service.ts';
import { type RefundOutcome, refundFailure } from '../payments/gateway.ts';
import {
  completeRefund,
  lockPaymentInMode,
  lockPaymentOf,
  type PaymentRow,
  releaseRefund,
  remainderOf,
  reserveRefund,
} from '../payments/payment-amounts.service.ts';
import { submitCreatedRefund } from './refund-submission.service.ts';
import { refundTransitions } from './refund-transitions.ts';
import {
  findRefund,
  insertRefund,
  listDuePendingRefunds,
  listPaymentRefunds,
  listRefunds,
  lockRefund,
  moveRefundStatus,
  type RefundChange,
  type RefundRow,
  type RefundWithPayment,
  refundCsvBatches,
  refundStatusOf,
} from './refunds.repository.ts';

const refundOf = (row: RefundWithPayment): Refund => ({
  id: row.id,
  object: 'refund',
  livemode: row.livemode,
  payment_id: row.paymentId,
  payment_method: row.method,
  reference: row.reference,
  payment_reference: row.paymentReference,
  status: row.status,
  currency: row.currency,
  amount: row.amount,
  amount_local: row.amount,
  failure_code: row.failureCode,
  failure_message: row.failureMessage,
  gateway_transaction_id: row.gatewayTransactionId,
  description: row.description,
  extra: row.extra,
  metadata: row.metadata,
  time_created: unixSeconds(row.timeCreated),
  time_refunded: row.timeRefunded ? unixSeconds(row.timeRefunded) : null,
});

const isPaid = (payment: PaymentRow) => (paidPaymentStatuses as readonly string[]).includes(payment.status);

/**
 * Spec §5 refund: not zero, and at most what is left of the payment. The payment row is locked
 * first, so concurrent refunds are checked one after another against the same remainder; the
 * amount is reserved (pending) and taken from the balance at once. The refund is committed before
 * its processor hears of it (no gateway transaction id yet), then submitted
 * (refund-submission.service.ts), never under the payment's lock.
 */
export const createRefund = async (ctx: PayinContext, scope: Scope, input: RefundInput) => {
  // Zero is refused before the payment is locked; the shared rule below says the same.
  if (input.amount === 0) throw new AppError('refund_amount_zero');
  const { refund, payment } = await ctx.db.transaction(async (tx) => {
    const payment = await lockPaymentInMode(tx, scope.account.id, scope.livemode, input.payment_id);
    if (!payment) throw new AppError('payment_not_found');
    if (!isPaid(payment)) throw new AppError('payment_not_refundable', { params: { status: payment.status } });
    if (await paymentHasOpenDispute(tx, payment.id)) throw new AppError('payment_dispute_open');
    const issue = refundAmountIssue(input.amount, remainderOf(payment));
    if (issue?.code === 'refund_amount_exceeded') {
      throw new AppError('refund_amount_exceeded', {
        params: { excess: refundExcessText(issue.excess, payment.currency as Currency) },
      });
    }
    if (issue) throw new AppError(issue.code);
    const row = await insertRefund(tx, {
      accountId: payment.accountId,
      id: newId('re'),
      livemode: payment.livemode,
      paymentId: payment.id,
      method: payment.method,
      status: 'pending',
      currency: payment.currency,
      amount: input.amount,
      reference: input.reference ?? null,
      description: input.description ?? null,
      metadata: input.metadata ?? {},
      gatewayTransactionId: null,
      ...datedBack(),
    });
    await reserveRefund(tx, payment, input.amount);
    await postBalanceTransaction(tx, payinPostings.refundMade(payment, row));
    await recordEvent(
      tx,
      row.accountId,
      refundEventOfStatus.pending,
      refundOf({ ...row, paymentReference: payment.reference }),
    );
    return { refund: row, payment };
  });
  const submitted = await submitCreatedRefund(ctx, refund);
  return refundOf({ ...(submitted ?? refund), paymentReference: payment.reference });
};

/**
 * The one way a refund's status changes (ARCHITECTURE §4): along `refundTransitions`, only if
 * the row still has the status it was read with (else refused, the winner's status named),
 * recording the move's event in the same transaction.
 */
export const transitionRefund = async (
  tx: Executor,
  refund: RefundRow,
  payment: Pick<PaymentRow, 'reference'>,
  to: RefundStatus,
  set: RefundChange = {},
) => {
  if (!canMove(refundTransitions, refund.status, to)) {
    throw new AppError('refund_status_invalid', { params: { status: refund.status } });
  }
  const moved = await moveRefundStatus(tx, refund.id, refund.status, { ...set, status: to });
  if (!moved) {
    const status = (await refundStatusOf(tx, refund.id)) ?? refund.status;
    throw new AppError('refund_status_invalid', { params: { status } });
  }
  await recordEvent(
    tx,
    moved.accountId,
    refundEventOfStatus[to],
    refundOf({ ...moved, paymentReference: payment.reference }),
  );
  return moved;
};

/**
 * The processor's answer to a pending refund, with the payment locked before the refund (the
 * order every writer uses): refunded completes it; failed returns the amount to the payment
 * and the balance (a refund_failure entry). `decide` sees the locked refund; null leaves it.
 */
const settleRefund = async (
  tx: Executor,
  paymentId: string,
  refundId: string,
  decide: (refund: RefundRow) => RefundOutcome | null,
) => {
  const payment = await lockPaymentOf(tx, paymentId);
  const refund = await lockRefund(tx, refundId);
  if (!payment || !refund) throw new AppError('refund_not_found');
  const outcome = decide(refund);
  if (!outcome) return null;
  if (outcome.status === 'refunded') {
    const refunded = await transitionRefund(tx, refund, payment, 'refunded', { timeRefunded: currentTime() });
    await completeRefund(tx, payment, refund.amount);
    return refunded;
  }
  const failed = await transitionRefund(tx, refund, payment, 'failed', {
    failureCode: outcome.failureCode,
    failureMessage: outcome.failureMessage,
  });
  await releaseRefund(tx, payment, refund.amount);
  await postBalanceTransaction(tx, payinPostings.refundFailed(payment, refund));
  return failed;
};

/** Test mode: the simulated processor answers a pending refund as the caller chooses. */
export const simulateRefund = async (ctx: AppContext, scope: Scope, id: string, input: RefundSimulateBody) => {
  const found = await findRefund(ctx.db, scope.account.id, scope.livemode, id);
  if (!found) throw new AppError('refund_not_found');
  if (found.livemode) throw new AppError('test_mode_only');
  const outcome: RefundOutcome =
    input.outcome === 'refunded' ? { status: 'refunded' } : { status: 'failed', ...refundFailure(input.failure_code) };
  await ctx.db.transaction((tx) => settleRefund(tx, found.paymentId, found.id, () => outcome));
  return refundDetail(ctx, scope, id);
};

/** How long a refund stays pending before the settle job asks the gateway (the simulator answers at once). */
export const refundSettleAfterSeconds = 10;

/**
 * The settle job: submitted refunds pending a while get their processor's answer, asked outside
 * any transaction (ARCHITECTURE §4), then recorded each in its own transaction, if still pending
 * (the test-mode simulation may have settled it meanwhile). A processor that fails is asked again
 * on the next run.
 */
export const settleDueRefunds = async (ctx: Pick<AppContext, 'db' | 'gatewayFor' | 'logger'>, limit = 500) => {
  let settled = 0;
  for (const due of await listDuePendingRefunds(ctx.db, refundSettleAfterSeconds, limit)) {
    let outcome: RefundOutcome;
    try {
      outcome = await ctx
        .gatewayFor(due.livemode)
        .refundOutcome({ id: due.id, gatewayTransactionId: due.gatewayTransactionId });
    } catch (error) {
      ctx.logger.warn({ err: error, refundId: due.id }, 'refund outcome not known; asked again later');
      continue;
    }
    if (await recordRefundOutcome(ctx.db, due, outcome)) settled += 1;
  }
  return settled;
};

/**
 * Records the processor's answer to a submitted refund if it is still pending (the test-mode
 * simulation may have settled it meanwhile): the settle job's step, and the demo seed's.
 */
export const recordRefundOutcome = (db: Database, due: Pick<RefundRow, 'id' | 'paymentId'>, outcome: RefundOutcome) =>
  db.transaction((tx) =>
    settleRefund(tx, due.paymentId, due.id, (refund) => (refund.status === 'pending' ? outcome : null)),
  );

export const refundPage = async (ctx: AppContext, scope: Scope, query: RefundListQuery) => {
  const { rows, total } = await listRefunds(ctx.db, scope.account.id, scope.livemode, query);
  return listPageOf(rows.map(refundOf), total, query);
};

/** Every refund the list shows under `filter`, as its CSV's cells, a batch at a time (exports). */
export const refundExportBatches = (
  ctx: Pick<AppContext, 'db'>,
  scope: Scope,
  filter: RefundExportFilter,
  batch?: number,
) => refundCsvBatches(ctx.db, scope.account.id, scope.livemode, filter, batch);

/** A payment's refunds, newest first, for the payment's detail (app.ts hands it to the payment routes). */
export const paymentRefunds = async (ctx: AppContext, scope: Scope, paymentId: string) =>
  (await listPaymentRefunds(ctx.db, scope.account.id, scope.livemode, paymentId)).map(refundOf);

export const refundDetail = async (ctx: AppContext, scope: Scope, id: string) => {
  const row = await findRefund(ctx.db, scope.account.id, scope.livemode, id);
  if (!row) throw new AppError('refund_not_found');
  return refundOf(row);
};
