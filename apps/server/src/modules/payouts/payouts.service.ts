import { amountText, type Currency, formatMoney } from '@paydeck/contract/currencies';
import { payoutEventOfStatus } from '@paydeck/contract/event-types';
import { identityDocumentThresholdHkd, payoutMethodRules } from '@paydeck/contract/payout-rules';
import type {
  Payout,
  PayoutInput,
  PayoutListQuery,
  PayoutQuoteQuery,
  PayoutQuoteRecord,
  PayoutSimulateBody,
  PayoutStatus,
} from '@paydeck/contract/payouts';
import type { AppContext } from '../../context.ts';
import { type Operator, recordOperation } from '../../core/operation-log.ts';
import type { Scope } from '../../core/scope.ts';
import type { Executor } from '../../db/client.ts';
import { listPageOf } from '../../db/paging.ts';
import { AppError } from '../../lib/app-error.ts';
import { currentTime, datedBack } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { unixSeconds } from '../../lib/time.ts';
import { canMove } from '../../lib/transitions.ts';
import { recordEvent } from '../events/events.service.ts';
import { debitAvailable, postBalanceTransaction } from '../ledger/posting.service.ts';
import { personName } from './party-fields.ts';
import { payeeOfScope } from './payees.service.ts';
import { remittancesOf } from './payers.repository.ts';
import { payerHasIdentityDocuments, payerOfScope } from './payers.service.ts';
import { payoutMethodOfScope } from './payout-methods.service.ts';
import { feeDescription, pricePayout } from './payout-pricing.ts';
import { submitCreatedPayout } from './payout-submission.service.ts';
import { payoutTransitions } from './payout-transitions.ts';
import {
  findPayout,
  insertPayout,
  listPayouts,
  lockPayout,
  movePayoutStatus,
  type PayoutChange,
  type PayoutRow,
} from './payouts.repository.ts';
import { type VerificationChannel, verificationChannel } from './verification-channel.ts';

/** What the payout services act with: the database, and the processor a new or verified payout goes to. */
export type PayoutContext = Pick<AppContext, 'db' | 'gatewayFor' | 'logger'>;

export const payoutOf = (row: PayoutRow, channel: VerificationChannel = 'email'): Payout => ({
  id: row.id,
  object: 'payout',
  livemode: row.livemode,
  reference: row.reference,
  payer_id: row.payerId,
  payee_id: row.payeeId,
  payout_method_id: row.payoutMethodId,
  method: row.method,
  currency: row.currency as Payout['currency'],
  amount: row.amount,
  fee: row.fee,
  currency_local: row.currencyLocal,
  amount_local: row.amountLocal,
  exchange_rate: row.exchangeRate,
  purpose: row.purpose,
  status: row.status,
  failure_code: row.failureCode,
  failure_message: row.failureMessage,
  description: row.description,
  metadata: row.metadata,
  verification:
    row.status === 'waiting_action'
      ? { channel, locked_until: row.verifyLockedUntil ? unixSeconds(row.verifyLockedUntil) : null }
      : null,
  time_created: unixSeconds(row.timeCreated),
  time_succeeded: row.timeSucceeded ? unixSeconds(row.timeSucceeded) : null,
});

/** The payout as the caller sees it: how they would verify it, when it waits. */
export const payoutFor = async (ctx: PayoutContext, scope: Scope, row: PayoutRow) =>
  payoutOf(row, row.status === 'waiting_action' ? await verificationChannel(ctx.db, scope) : undefined);

export const payoutPage = async (ctx: PayoutContext, scope: Scope, query: PayoutListQuery) => {
  const { rows, total } = await listPayouts(ctx.db, scope.account.id, scope.livemode, query);
  const channel = rows.some((row) => row.status === 'waiting_action')
    ? await verificationChannel(ctx.db, scope)
    : undefined;
  return listPageOf(
    rows.map((row) => payoutOf(row, channel)),
    total,
    query,
  );
};

export const payoutInScope = async (db: Executor, scope: Scope, id: string) => {
  const row = await findPayout(db, scope.account.id, scope.livemode, id);
  if (!row) throw new AppError('payout_not_found');
  return row;
};

export const payoutDetail = async (ctx: PayoutContext, scope: Scope, id: string) =>
  payoutFor(ctx, scope, await payoutInScope(ctx.db, scope, id));

const money = (amount: number, currency: string) => amountText(amount, currency as Currency);
const payerName = (payer: { legalName: string | null; firstName: string | null; lastName: string | null }) =>
  payer.legalName ?? personName(payer);

/** The account must have the payout business, and the method must not be switched off in the mode. */
const checkPayoutAllowed = (scope: Scope, method: string) => {
  const account = scope.account;
  if (!account.businessTypes.includes('payout')) throw new AppError('payout_business_off');
  if ((scope.livemode ? account.methodsOffLive : account.methodsOffTest).includes(method)) {
    throw new AppError('payment_method_disabled', { params: { method } });
  }
};

/**
 * Spec §5 payout. In one transaction: the payer (locked, so its remittance is counted one payout
 * after another), payee and payout method must be the account's in this mode and belong together;
 * once the payer's remittance would reach HKD 8,000 it needs identity documents (spec §9). The
 * amount and the method's fee leave the available balance through the guarded debit (refused,
 * writing nothing, beyond it). At or above the account's threshold the payout waits for a user's
 * verification; otherwise it goes to the processor once committed.
 */
export const createPayout = async (ctx: PayoutContext, operator: Operator | null, scope: Scope, input: PayoutInput) => {
  const account = scope.account;
  if (!account.settlementCurrencies.includes(input.currency)) {
    throw new AppError('settlement_currency_not_enabled', { params: { currency: input.currency } });
  }
  const row = await ctx.db.transaction(async (tx) => {
    const payer = await payerOfScope(tx, scope, input.payer_id, true);
    const payee = await payeeOfScope(tx, scope, input.payee_id);
    // Shared: a delete of the method waits for this payout, then sees it in progress.
    const method = await payoutMethodOfScope(tx, scope, input.payout_method_id, 'share');
    if (method.payeeId !== payee.id) {
      throw new AppError('payout_method_not_payees', { params: { payee: personName(payee) } });
    }
    if (payee.entityType === 'company' && !payoutMethodRules[method.method].company) {
      throw new AppError('payout_method_company_unsupported', { params: { method: method.method } });
    }
    checkPayoutAllowed(scope, method.method);
    const price = await pricePayout(tx, method.method, input.amount, input.currency);
    const remittance = ((await remittancesOf(tx, [payer.id])).get(payer.id) ?? 0) + price.amountHkd;
    if (remittance >= identityDocumentThresholdHkd && !(await payerHasIdentityDocuments(tx, payer.id))) {
      throw new AppError('payer_identity_required', {
        params: { payer: payerName(payer), total: formatMoney(remittance, 'HKD', 'en-US') },
      });
    }
    const id = newId('po');
    await debitAvailable(tx, {
      accountId: account.id,
      livemode: scope.livemode,
      currency: input.currency,
      type: 'payout',
      source: { type: 'payout', id, amount: input.amount },
      fees:
        price.fee > 0
          ? [{ type: 'payout_fee', amount: price.fee, description: feeDescription(method.method, price) }]
          : [],
      description: `Payout ${id} to ${personName(payee)} (${method.method})`,
    });
    const status: PayoutStatus =
      price.amountUsd >= account.payoutVerificationThresholdUsd ? 'waiting_action' : 'pending';
    const created = await insertPayout(tx, {
      accountId: account.id,
      id,
      livemode: scope.livemode,
      reference: input.reference ?? null,
      payerId: payer.id,
      payeeId: payee.id,
      payoutMethodId: method.id,
      method: method.method,
      currency: input.currency,
      amount: input.amount,
      fee: price.fee,
      currencyLocal: price.currencyLocal,
      amountLocal: price.amountLocal,
      exchangeRate: price.exchangeRate,
      amountHkd: price.amountHkd,
      purpose: input.purpose,
      status,
      description: input.description ?? null,
      metadata: input.metadata ?? {},
      ...datedBack(),
    });
    await recordEvent(tx, account.id, payoutEventOfStatus[status], payoutOf(created));
    if (operator) {
      await recordOperation(tx, operator, account, {
        action: 'created',
        sourceType: 'payout',
        sourceId: id,
        description: `${money(input.amount, input.currency)} to ${personName(payee)} (${method.method})`,
      });
    }
    return created;
  });
  if (row.status === 'pending') await submitCreatedPayout(ctx, row);
  return payoutFor(ctx, scope, row);
};

/** What a payout to this method would deliver and cost now (the dashboard's confirmation). */
export const quotePayout = async (
  ctx: PayoutContext,
  scope: Scope,
  query: PayoutQuoteQuery,
): Promise<PayoutQuoteRecord> => {
  if (!scope.account.settlementCurrencies.includes(query.currency)) {
    throw new AppError('settlement_currency_not_enabled', { params: { currency: query.currency } });
  }
  const method = await payoutMethodOfScope(ctx.db, scope, query.payout_method_id);
  const quote = await pricePayout(ctx.db, method.method, query.amount, query.currency);
  return {
    object: 'payout_quote',
    method: method.method,
    currency: query.currency,
    amount: query.amount,
    fee: quote.fee,
    total: query.amount + quote.fee,
    currency_local: quote.currencyLocal,
    amount_local: quote.amountLocal,
    exchange_rate: quote.exchangeRate,
    verification_required: quote.amountUsd >= scope.account.payoutVerificationThresholdUsd,
  };
};

/**
 * The one way a payout's status changes: along the table, only from the status it was read with,
 * its event recorded in the same transaction.
 */
export const transitionPayout = async (tx: Executor, row: PayoutRow, to: PayoutStatus, set: PayoutChange = {}) => {
  if (!canMove(payoutTransitions, row.status, to)) {
    throw new AppError(to === 'canceled' ? 'payout_not_cancelable' : 'payout_not_pending', {
      params: { status: row.status },
    });
  }
  const moved = await movePayoutStatus(tx, row.id, row.status, { ...set, status: to });
  if (!moved) throw new AppError('payout_not_pending', { params: { status: row.status } });
  await recordEvent(tx, moved.accountId, payoutEventOfStatus[to], payoutOf(moved));
  return moved;
};

/** A canceled or failed payout gives its amount and fee back in one entry (spec §3 names no payout reversal type). */
const returnToBalance = (tx: Executor, row: PayoutRow, why: 'canceled' | 'failed') =>
  postBalanceTransaction(tx, {
    accountId: row.accountId,
    livemode: row.livemode,
    currency: row.currency,
    type: 'adjustment',
    direction: 'credit',
    source: { type: 'payout', id: row.id, amount: row.amount + row.fee },
    description: `Payout ${row.id} ${why}: amount and fee returned`,
  });

/** Spec §8 'payout cancel': a pending or waiting payout, before the processor pays it. */
export const cancelPayout = async (ctx: PayoutContext, operator: Operator | null, scope: Scope, id: string) => {
  const canceled = await ctx.db.transaction(async (tx) => {
    const found = await payoutInScope(tx, scope, id);
    const row = await lockPayout(tx, found.id);
    if (!row) throw new AppError('payout_not_found');
    const moved = await transitionPayout(tx, row, 'canceled', { timeClosed: currentTime(), verifyCodeHash: null });
    await returnToBalance(tx, row, 'canceled');
    if (operator) {
      await recordOperation(tx, operator, scope.account, {
        action: 'canceled',
        sourceType: 'payout',
        sourceId: row.id,
        description: `${money(row.amount, row.currency)} (${row.method})`,
      });
    }
    return moved;
  });
  return payoutFor(ctx, scope, canceled);
};

export type PayoutOutcome =
  | { status: 'succeeded' }
  | { status: 'failed'; failureCode: string; failureMessage: string }
  | { status: 'needs_action' };

/**
 * The processor's answer to a pending payout (its notification, the operator, or the test
 * simulator): succeeded ends it; failed returns the amount and fee; needs_action sends it back
 * to waiting_action for a user's verification.
 */
export const closePayout = (db: Executor, id: string, outcome: PayoutOutcome) =>
  db.transaction(async (tx) => {
    const row = await lockPayout(tx, id);
    if (!row) throw new AppError('payout_not_found');
    if (row.status !== 'pending') throw new AppError('payout_not_pending', { params: { status: row.status } });
    const now = currentTime();
    if (outcome.status === 'succeeded') return transitionPayout(tx, row, 'succeeded', { timeSucceeded: now });
    if (outcome.status === 'needs_action') return transitionPayout(tx, row, 'waiting_action');
    const failed = await transitionPayout(tx, row, 'failed', {
      timeClosed: now,
      failureCode: outcome.failureCode,
      failureMessage: outcome.failureMessage,
    });
    await returnToBalance(tx, row, 'failed');
    return failed;
  });

/** Test mode: the simulated processor answers a pending test payout. */
export const simulatePayout = async (ctx: PayoutContext, scope: Scope, id: string, input: PayoutSimulateBody) => {
  const found = await payoutInScope(ctx.db, scope, id);
  if (found.livemode) throw new AppError('test_mode_only');
  const outcome: PayoutOutcome =
    input.outcome === 'failed'
      ? {
          status: 'failed',
          failureCode: input.failure_code ?? 'payout_declined',
          failureMessage: input.failure_message ?? 'The payee’s provider declined the payout.',
        }
      : { status: input.outcome };
  return payoutFor(ctx, scope, await closePayout(ctx.db, found.id, outcome));
};
