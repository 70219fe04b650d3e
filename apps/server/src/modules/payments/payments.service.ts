import { amountText, type Currency } from '@paydeck/contract/currencies';
import { paymentEventOfStatus } from '@paydeck/contract/event-types';
import type { PaymentExportFilter } from '@paydeck/contract/exports';
import { type PaymentStatus, paymentLifetimeMinutes } from '@paydeck/contract/payin-types';
import { isWithinLimit, paymentMethodOf } from '@paydeck/contract/payment-method-catalogue';
import type { Payment, PaymentDetail, PaymentInput, PaymentListQuery } from '@paydeck/contract/payments';
import type { AppContext, PayinContext } from '../../context.ts';
import type { Scope } from '../../core/scope.ts';
import type { Executor } from '../../db/client.ts';
import { listPageOf } from '../../db/paging.ts';
import { AppError } from '../../lib/app-error.ts';
import { currentTime } from '../../lib/clock.ts';
import { newId, randomBase62 } from '../../lib/ids.ts';
import { unixSeconds } from '../../lib/time.ts';
import { canMove } from '../../lib/transitions.ts';
import { customerExists } from '../customers/customers.service.ts';
import { newEvent, recordEvent } from '../events/events.service.ts';
import { payinPostings } from '../ledger/payin-postings.ts';
import { postBalanceTransaction } from '../ledger/posting.service.ts';
import { assertMethodEnabled } from '../payment-methods/payment-methods.service.ts';
import type { PaymentOutcome } from './gateway.ts';
import { remainderOf } from './payment-amounts.service.ts';
import { submitCreatedPayment } from './payment-submission.service.ts';
import { paymentTransitions } from './payment-transitions.ts';
import {
  findPayment,
  insertPayment,
  listExpiredOpenPayments,
  listPayments,
  lockPayment,
  lockPaymentById,
  movePaymentStatus,
  type PaymentChange,
  type PaymentRow,
  hasPaidTestPayment as paidTestPaymentExists,
  paymentCsvBatches,
  paymentStatusOf,
  referenceTaken,
} from './payments.repository.ts';

/** What a payment's wire shape needs beyond its row: links back to the app (a job has them too). */
type Links = Pick<AppContext, 'appLink'>;

/** The payer page's link: the token makes it a capability, so a payment id alone can't drive it. */
export const checkoutLinkOf = (ctx: Links, payment: Pick<PaymentRow, 'id' | 'checkoutToken'>) =>
  ctx.appLink(`checkout/${payment.id}`, { token: payment.checkoutToken });

export const paymentOf = (ctx: Links, row: PaymentRow): Payment => {
  const definition = paymentMethodOf(row.method);
  const url = checkoutLinkOf(ctx, row);
  return {
    id: row.id,
    object: 'payment',
    livemode: row.livemode,
    payment_method: row.method,
    payment_method_type: definition.type,
    payment_method_flow: row.flow,
    reference: row.reference,
    customer_id: row.customerId,
    source_type: row.sourceType,
    source_id: row.sourceId,
    status: row.status,
    currency: row.currency,
    amount: row.amount,
    amount_paid: row.amountPaid,
    amount_refunded: row.amountRefunded,
    amount_refund_pending: row.amountRefundPending,
    amount_refundable: Math.max(0, remainderOf(row)),
    amount_local: row.amount,
    amount_local_paid: row.amountPaid,
    failure_code: row.failureCode,
    failure_message: row.failureMessage,
    gateway_transaction_id: row.gatewayTransactionId,
    description: row.description,
    notify_url: row.notifyUrl,
    return_url: row.returnUrl,
    action: { type: row.flow, url, qr_code: row.flow === 'qrcode' ? url : null },
    metadata: row.metadata,
    extra: row.extra,
    disputed: row.disputed,
    time_created: unixSeconds(row.timeCreated),
    time_paid: row.timePaid ? unixSeconds(row.timePaid) : null,
    time_expired: unixSeconds(row.timeExpired),
  };
};

/** The method's rules for a new payment: enabled, the currency taken, the amount within limits. */
export const checkMethod = (scope: Scope, input: Pick<PaymentInput, 'payment_method' | 'currency' | 'amount'>) => {
  const definition = paymentMethodOf(input.payment_method);
  assertMethodEnabled(scope.account, scope.livemode, definition);
  const currency = input.currency as Currency;
  const limit = definition.limits[currency as keyof typeof definition.limits];
  if (!definition.currencies.includes(currency as never) || !limit) {
    throw new AppError('currency_not_supported', {
      params: { method: definition.method, currency, currencies: definition.currencies.join(', ') },
    });
  }
  if (!isWithinLimit(limit, input.amount)) {
    throw new AppError('amount_out_of_range', {
      params: { method: definition.method, min: amountText(limit.min, currency), max: amountText(limit.max, currency) },
    });
  }
  return definition;
};

/**
 * A new payment awaiting its payer, inserted with its payment.created event in one statement. With
 * unique reference mode on, a reference already used in the mode is 409; the partial unique index
 * settles concurrent creations with one reference. No transaction: the checks before the insert
 * would be no firmer in one (read committed; nothing is locked), and the one statement is atomic.
 * The payment is committed before its processor hears of it (an intent, no gateway transaction id
 * yet), then submitted (payment-submission.service.ts); the answer is returned when it came.
 */
export const createPayment = async (ctx: PayinContext, scope: Scope, input: PaymentInput) => {
  const db = ctx.db;
  const { account, livemode } = scope;
  const definition = checkMethod(scope, input);
  if (input.customer_id && !(await customerExists(db, account.id, livemode, input.customer_id))) {
    throw new AppError('customer_not_found');
  }
  const reference = input.reference ?? null;
  const unique = account.enableReferenceUnique && reference !== null;
  if (unique && (await referenceTaken(db, account.id, livemode, reference))) {
    throw new AppError('reference_exists', { params: { reference } });
  }
  const now = currentTime();
  const row: PaymentRow & { timePaid: null } = {
    accountId: account.id,
    id: newId('pay'),
    livemode,
    method: definition.method,
    flow: definition.flow,
    status: 'created',
    currency: input.currency,
    amount: input.amount,
    amountPaid: 0,
    amountRefunded: 0,
    amountRefundPending: 0,
    amountDisputeLost: 0,
    reference,
    referenceUnique: unique,
    customerId: input.customer_id ?? null,
    sourceType: 'regular',
    sourceId: null,
    mandateId: null,
    billingPeriod: null,
    billingAttempt: null,
    description: input.description ?? null,
    notifyUrl: input.notify_url ?? null,
    returnUrl: input.return_url ?? null,
    metadata: input.metadata ?? {},
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
  // The row is inserted as it is here, so its event can be made first.
  const payment = paymentOf(ctx, row);
  if (!(await insertPayment(db, row, newEvent(account.id, paymentEventOfStatus.created, payment)))) {
    throw new AppError('reference_exists', { params: { reference: reference ?? '' } });
  }
  const submitted = await submitCreatedPayment(ctx, row);
  return submitted ? paymentOf(ctx, submitted) : payment;
};

export const paymentPage = async (ctx: AppContext, scope: Scope, query: PaymentListQuery) => {
  const { rows, total } = await listPayments(ctx.db, scope.account.id, scope.livemode, query);
  return listPageOf(
    rows.map((row) => paymentOf(ctx, row)),
    total,
    query,
  );
};

/**
 * What a payment's detail shows from the modules that draw on it (its refunds, its disputes). They
 * depend on payments, so app.ts hands their functions to the payment routes.
 */
export type PaymentRelated = {
  [K in 'refunds' | 'disputes']: (ctx: AppContext, scope: Scope, paymentId: string) => Promise<PaymentDetail[K]>;
};

export const paymentDetail = async (
  ctx: AppContext,
  scope: Scope,
  id: string,
  related: PaymentRelated,
): Promise<PaymentDetail> => {
  const row = await findPayment(ctx.db, scope.account.id, scope.livemode, id);
  if (!row) throw new AppError('payment_not_found');
  const [refunds, disputes] = await Promise.all([related.refunds(ctx, scope, id), related.disputes(ctx, scope, id)]);
  return { ...paymentOf(ctx, row), refunds, disputes };
};

/** A customer's latest payments, for the customer's detail (app.ts hands it to the customer routes). */
export const customerPayments = async (ctx: AppContext, scope: Scope, customerId: string) => {
  const { rows } = await listPayments(ctx.db, scope.account.id, scope.livemode, {
    page: 1,
    per_page: 20,
    customer_id: customerId,
  });
  return rows.map((row) => paymentOf(ctx, row));
};

/** Every payment the list shows under `filter`, as its CSV's cells, a batch at a time (exports). */
export const paymentExportBatches = (
  ctx: Pick<AppContext, 'db'>,
  scope: Scope,
  filter: PaymentExportFilter,
  batch?: number,
) => paymentCsvBatches(ctx.db, scope.account.id, scope.livemode, filter, batch);

/** The latest payments charged under a mandate, or by a subscription (their detail pages). */
export const latestPaymentsOf = async (
  ctx: Pick<AppContext, 'db' | 'appLink'>,
  scope: Scope,
  of: { mandate_id: string } | { source_id: string },
) => {
  const { rows } = await listPayments(ctx.db, scope.account.id, scope.livemode, { page: 1, per_page: 20, ...of });
  return rows.map((row) => paymentOf(ctx, row));
};

/** Getting started: a test payment was paid through the simulator. */
export const hasPaidTestPayment = (db: Executor, accountId: string) => paidTestPaymentExists(db, accountId);

type PaymentRefusal = 'payment_not_cancelable' | 'payment_not_payable';

/**
 * The one way a payment's status changes (ARCHITECTURE §4): along `paymentTransitions`, only if
 * the row still has the status it was read with (a concurrent mover that got there first wins;
 * this one is refused with the caller's error), recording the move's event in the same
 * transaction. `set` changes other columns with it.
 */
export const transitionPayment = async (
  ctx: Links,
  tx: Executor,
  payment: PaymentRow,
  to: PaymentStatus,
  refusal: PaymentRefusal,
  set: PaymentChange = {},
) => {
  if (!canMove(paymentTransitions, payment.status, to)) {
    throw new AppError(refusal, { params: { status: payment.status } });
  }
  const moved = await movePaymentStatus(tx, payment.id, payment.status, { ...set, status: to });
  if (!moved) {
    throw new AppError(refusal, { params: { status: (await paymentStatusOf(tx, payment.id)) ?? payment.status } });
  }
  await recordEvent(tx, moved.accountId, paymentEventOfStatus[to], paymentOf(ctx, moved));
  return moved;
};

/** The merchant calls off a payment the payer hasn't paid. */
export const cancelPayment = async (ctx: PayinContext, scope: Scope, id: string) =>
  ctx.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, scope.account.id, scope.livemode, id);
    if (!payment) throw new AppError('payment_not_found');
    return paymentOf(ctx, await transitionPayment(ctx, tx, payment, 'canceled', 'payment_not_cancelable'));
  });

/**
 * The processor's outcome for a locked payment: created → pending (the payer submitted) →
 * the outcome, through the transition table; a paid one writes its ledger entry.
 */
export const applyPaymentOutcome = async (ctx: Links, tx: Executor, payment: PaymentRow, outcome: PaymentOutcome) => {
  if (outcome.status === 'expired') return transitionPayment(ctx, tx, payment, 'expired', 'payment_not_payable');
  const submitted =
    payment.status === 'created'
      ? await transitionPayment(ctx, tx, payment, 'pending', 'payment_not_payable')
      : payment;
  if (outcome.status === 'failed') {
    return transitionPayment(ctx, tx, submitted, 'failed', 'payment_not_payable', {
      failureCode: outcome.failureCode,
      failureMessage: outcome.failureMessage,
    });
  }
  const paid = await transitionPayment(ctx, tx, submitted, outcome.status, 'payment_not_payable', {
    amountPaid: outcome.amountPaid,
    timePaid: currentTime(),
  });
  await postBalanceTransaction(tx, payinPostings.paymentReceived(paid, outcome.amountPaid));
  return paid;
};

/** The expiry job: open payments past `time_expired` expire, each in its own transaction. */
export const expireDuePayments = async (ctx: Pick<AppContext, 'db' | 'appLink'>, limit = 500) => {
  let expired = 0;
  for (const id of await listExpiredOpenPayments(ctx.db, limit)) {
    await ctx.db.transaction(async (tx) => {
      const payment = await lockPaymentById(tx, id);
      // Paid or canceled meanwhile: nothing to do.
      if (!payment || !canMove(paymentTransitions, payment.status, 'expired')) return;
      await transitionPayment(ctx, tx, payment, 'expired', 'payment_not_payable');
      expired += 1;
    });
  }
  return expired;
};
