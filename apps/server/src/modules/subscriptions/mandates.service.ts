import { mandateEventOfStatus } from '@paydeck/contract/event-types';
import type { MandateSigningBody, MandateSigningView } from '@paydeck/contract/mandate-signing';
import { paymentMethodOf } from '@paydeck/contract/payment-method-catalogue';
import type { Mandate, MandateChargeBody, MandateCreateBody, MandateListQuery } from '@paydeck/contract/recurring';
import type { MandateStatus } from '@paydeck/contract/recurring-rules';
import type { AppContext, PayinContext } from '../../context.ts';
import type { Scope } from '../../core/scope.ts';
import { whenCommitted } from '../../db/ambient-transaction.ts';
import type { Executor } from '../../db/client.ts';
import { listPageOf } from '../../db/paging.ts';
import { AppError } from '../../lib/app-error.ts';
import { currentTime } from '../../lib/clock.ts';
import { newId, randomBase62 } from '../../lib/ids.ts';
import { unixSeconds } from '../../lib/time.ts';
import { sameToken } from '../../lib/tokens.ts';
import { canMove } from '../../lib/transitions.ts';
import { customerExists } from '../customers/customers.service.ts';
import { recordEvent } from '../events/events.service.ts';
import { assertMethodEnabled } from '../payment-methods/payment-methods.service.ts';
import {
  applyChargeOutcomes,
  type ChargedMandate,
  chargeUnderMandate,
  insertMandateCharge,
  unansweredMandateCharges,
} from '../payments/mandate-charges.service.ts';
import { checkMethod, latestPaymentsOf, paymentOf } from '../payments/payments.service.ts';
import { mandateTransitions } from './mandate-transitions.ts';
import {
  findMandate,
  findMandateSigning,
  insertMandate,
  listMandates,
  lockMandate,
  lockMandateById,
  type MandateChange,
  type MandateRow,
  moveMandateStatus,
} from './mandates.repository.ts';

type Links = Pick<AppContext, 'appLink'>;

/** The customer's signing page: the token makes it a capability, so a mandate id alone can't sign it. */
const signingLinkOf = (ctx: Links, row: Pick<MandateRow, 'id' | 'signingToken'>) =>
  ctx.appLink(`mandate/${row.id}`, { token: row.signingToken });

export const mandateOf = (ctx: Links, row: MandateRow): Mandate => ({
  id: row.id,
  object: 'mandate',
  livemode: row.livemode,
  customer_id: row.customerId,
  reference: row.reference,
  payment_method: row.method,
  status: row.status,
  failure_code: row.failureCode,
  failure_message: row.failureMessage,
  action: row.status === 'created' ? { type: 'redirect', url: signingLinkOf(ctx, row) } : null,
  extra: row.extra,
  time_created: unixSeconds(row.timeCreated),
  time_signed: row.timeSigned ? unixSeconds(row.timeSigned) : null,
});

type MandateRefusal = 'mandate_not_cancelable' | 'mandate_not_signable';

/** The one way a mandate's status changes: along its table, recording the move's event with it. */
const transitionMandate = async (
  ctx: Links,
  tx: Executor,
  mandate: MandateRow,
  to: MandateStatus,
  refusal: MandateRefusal,
  set: MandateChange = {},
) => {
  if (!canMove(mandateTransitions, mandate.status, to)) {
    throw new AppError(refusal, { params: { status: mandate.status } });
  }
  const moved = await moveMandateStatus(tx, mandate.id, mandate.status, { ...set, status: to });
  if (!moved) throw new AppError(refusal, { params: { status: mandate.status } });
  await recordEvent(tx, moved.accountId, mandateEventOfStatus[to], mandateOf(ctx, moved));
  return moved;
};

/** A mandate for a customer and a recurring-capable method enabled in the mode, waiting for its signature. */
export const createMandate = async (ctx: PayinContext, scope: Scope, input: MandateCreateBody) => {
  const { account, livemode } = scope;
  const definition = paymentMethodOf(input.payment_method);
  if (!definition.businessTypes.includes('recurring')) {
    throw new AppError('method_not_recurring', { params: { method: definition.name } });
  }
  assertMethodEnabled(account, livemode, definition);
  if (!(await customerExists(ctx.db, account.id, livemode, input.customer_id))) {
    throw new AppError('customer_not_found');
  }
  return ctx.db.transaction(async (tx) => {
    const row = await insertMandate(tx, {
      accountId: account.id,
      id: newId('mdt'),
      livemode,
      customerId: input.customer_id,
      method: definition.method,
      status: 'created',
      reference: input.reference ?? null,
      signingToken: `mdk_${randomBase62(32)}`,
      timeCreated: currentTime(),
    });
    const mandate = mandateOf(ctx, row);
    await recordEvent(tx, account.id, mandateEventOfStatus.created, mandate);
    return mandate;
  });
};

export const mandatePage = async (ctx: AppContext, scope: Scope, query: MandateListQuery) => {
  const { rows, total } = await listMandates(ctx.db, scope.account.id, scope.livemode, query);
  return listPageOf(
    rows.map((row) => mandateOf(ctx, row)),
    total,
    query,
  );
};

export const mandateDetail = async (ctx: AppContext, scope: Scope, id: string) => {
  const row = await findMandate(ctx.db, scope.account.id, scope.livemode, id);
  if (!row) throw new AppError('mandate_not_found');
  return { ...mandateOf(ctx, row), payments: await latestPaymentsOf(ctx, scope, { mandate_id: id }) };
};

/** A customer's latest mandates, for the customer's detail (server-modules.ts hands it to the customer routes). */
export const customerMandates = async (ctx: AppContext, scope: Scope, customerId: string) => {
  const { rows } = await listMandates(ctx.db, scope.account.id, scope.livemode, {
    page: 1,
    per_page: 20,
    customer_id: customerId,
  });
  return rows.map((row) => mandateOf(ctx, row));
};

/** A succeeded mandate of the account in the mode, as a charge needs it; refused otherwise. */
export const usableMandate = async (db: Executor, scope: Scope, id: string): Promise<ChargedMandate> => {
  const row = await findMandate(db, scope.account.id, scope.livemode, id);
  if (!row) throw new AppError('mandate_not_found');
  if (row.status !== 'succeeded') throw new AppError('mandate_not_usable', { params: { status: row.status } });
  return row;
};

/**
 * The merchant cancels a mandate: no charge can be made under it again, so the subscriptions that
 * charge it end with it (`endSubscriptions`, in the same transaction).
 */
export const cancelMandate = async (
  ctx: PayinContext,
  scope: Scope,
  id: string,
  endSubscriptions: (tx: Executor, mandateId: string) => Promise<void>,
) =>
  ctx.db.transaction(async (tx) => {
    const row = await lockMandate(tx, scope.account.id, scope.livemode, id);
    if (!row) throw new AppError('mandate_not_found');
    const canceled = await transitionMandate(ctx, tx, row, 'canceled', 'mandate_not_cancelable');
    await endSubscriptions(tx, id);
    return mandateOf(ctx, canceled);
  });

/** Answers and applies a committed one-off charge; its answer is the payment as it then is. */
const answerCharge = async (
  ctx: PayinContext,
  paymentId: string,
  payment: Parameters<typeof chargeUnderMandate>[1],
  mandate: ChargedMandate,
) => {
  const answer = await chargeUnderMandate(ctx, payment, mandate);
  return ctx.db.transaction(async (tx) => {
    const applied = (await applyChargeOutcomes(ctx, tx, [{ paymentId, ...answer }])).get(paymentId);
    if (!applied) throw new Error(`charge ${paymentId} vanished`);
    return applied;
  });
};

/**
 * A payment "regular with mandate": the merchant charges a signed mandate, no payer present. The
 * payment is committed, then charged (outside any transaction); the answer is the charge's
 * outcome. Inside an idempotent write the charge waits for its commit and the answer is the payment
 * as created; a charge whose processor did not answer is retried by `answerDueMandateCharges`.
 */
export const chargeMandate = async (ctx: PayinContext, scope: Scope, id: string, input: MandateChargeBody) => {
  const mandate = await usableMandate(ctx.db, scope, id);
  checkMethod(scope, { payment_method: mandate.method, currency: input.currency, amount: input.amount });
  const payment = await insertMandateCharge(ctx, ctx.db, scope, {
    mandate,
    amount: input.amount,
    currency: input.currency,
    reference: input.reference ?? null,
    description: input.description ?? null,
    metadata: input.metadata ?? {},
    source: { type: 'regular_with_mandate' },
  });
  const charged = await whenCommitted(() =>
    answerCharge(ctx, payment.id, payment, mandate).catch((error: unknown) => {
      ctx.logger.warn({ err: error, paymentId: payment.id }, 'mandate charge not answered; the sweep retries');
      return null;
    }),
  );
  return paymentOf(ctx, charged ?? payment);
};

/** The sweep: one-off charges whose request died before the processor answered are charged now. */
export const answerDueMandateCharges = async (ctx: PayinContext, limit = 100) => {
  let answered = 0;
  for (const payment of await unansweredMandateCharges(ctx.db, limit)) {
    const mandate = payment.mandateId ? await lockMandateById(ctx.db, payment.mandateId) : null;
    if (!mandate) continue;
    try {
      await answerCharge(ctx, payment.id, payment, mandate);
      answered += 1;
    } catch (error) {
      ctx.logger.warn({ err: error, paymentId: payment.id }, 'mandate charge not answered; retried later');
    }
  }
  return answered;
};

const signingViewOf = (row: NonNullable<Awaited<ReturnType<typeof findMandateSigning>>>): MandateSigningView => ({
  id: row.mandate.id,
  object: 'mandate_signing',
  livemode: row.mandate.livemode,
  merchant_name: row.merchantName,
  account_name: row.accountName,
  status: row.mandate.status,
  payment_method: row.mandate.method,
  payment_method_name: paymentMethodOf(row.mandate.method).name,
  reference: row.mandate.reference,
  failure_message: row.mandate.failureMessage,
  time_created: unixSeconds(row.mandate.timeCreated),
});

/** A wrong token answers exactly like a missing mandate: the page reveals nothing without it. */
export const mandateSigning = async (ctx: AppContext, id: string, token: string) => {
  const row = await findMandateSigning(ctx.db, id);
  if (!row || !sameToken(row.mandate.signingToken, token)) throw new AppError('mandate_not_found');
  return signingViewOf(row);
};

/** What the processor says of a live mandate: the customer started signing, signed, or declined. */
export const mandateNotifications = ['pending', 'succeeded', 'failed'] as const;
export type MandateNotification = (typeof mandateNotifications)[number];

/** Spec §3 failure of a mandate the customer declined. */
const declined = { failureCode: 'customer_declined', failureMessage: 'The customer declined the mandate.' };

/**
 * The customer's answer on a test mandate's signing page (the simulated processor): created →
 * pending → succeeded (signed) or failed (declined). A live mandate is signed through its method's
 * own flow and confirmed by the processor, never here: 409 test_mode_only.
 */
export const signMandate = async (ctx: AppContext, id: string, body: MandateSigningBody) => {
  await ctx.db.transaction(async (tx) => {
    const row = await lockMandateById(tx, id);
    if (!row || !sameToken(row.signingToken, body.token)) throw new AppError('mandate_not_found');
    if (row.livemode) throw new AppError('test_mode_only');
    const pending = await transitionMandate(ctx, tx, row, 'pending', 'mandate_not_signable');
    if (body.outcome === 'decline') {
      await transitionMandate(ctx, tx, pending, 'failed', 'mandate_not_signable', declined);
      return;
    }
    await transitionMandate(ctx, tx, pending, 'succeeded', 'mandate_not_signable', {
      timeSigned: currentTime(),
      testChargeFailure: body.outcome === 'sign_then_decline_charges' ? 'insufficient_funds' : null,
    });
  });
  return mandateSigning(ctx, id, body.token);
};

/**
 * The processor's word on a mandate (`npm run ops -- mandate-notify`, standing in for a live
 * connector's notification): through pending to where it says, in the caller's transaction.
 * Returns the move, for the operator.
 */
export const notifyMandate = async (ctx: Links, tx: Executor, id: string, to: MandateNotification) => {
  const row = await lockMandateById(tx, id);
  if (!row) throw new AppError('mandate_not_found');
  const pending =
    row.status === 'created' ? await transitionMandate(ctx, tx, row, 'pending', 'mandate_not_signable') : row;
  if (to !== 'pending') {
    await transitionMandate(
      ctx,
      tx,
      pending,
      to,
      'mandate_not_signable',
      to === 'succeeded' ? { timeSigned: currentTime() } : declined,
    );
  }
  return `Mandate ${id} (${row.livemode ? 'live' : 'test'}): ${row.status} → ${to}\n`;
};
