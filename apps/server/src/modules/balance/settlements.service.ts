import { type Currency, toMajorString } from '@paydeck/contract/currencies';
import { settlementEventOfStatus } from '@paydeck/contract/event-types';
import { withdrawalFeeUsd } from '@paydeck/contract/exchange-rates';
import type {
  BalanceSummary,
  Settlement,
  SettlementInput,
  SettlementListQuery,
  SettlementSimulateBody,
  SettlementStatus,
} from '@paydeck/contract/settlements';
import type { AppContext } from '../../context.ts';
import type { AccountAccess } from '../../core/account-access.ts';
import { type Operator, recordOperation } from '../../core/operation-log.ts';
import type { Scope } from '../../core/scope.ts';
import type { Database, Executor } from '../../db/client.ts';
import { listPageOf } from '../../db/paging.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { addBusinessDays, formatInZone, unixSeconds } from '../../lib/time.ts';
import { canMove } from '../../lib/transitions.ts';
import { recordEvent } from '../events/events.service.ts';
import { convertAt } from '../ledger/exchange-rates.service.ts';
import { balancesOf } from '../ledger/ledger.service.ts';
import { debitAvailable, postBalanceTransaction } from '../ledger/posting.service.ts';
import { bankAccountOfAccount } from './bank-accounts.service.ts';
import { settlementTransitions } from './settlement-transitions.ts';
import {
  findSettlement,
  insertSettlement,
  listSettlements,
  lockSettlement,
  moveSettlementStatus,
  type SettlementChange,
  type SettlementRow,
} from './settlements.repository.ts';

/** Business days from a withdrawal to the money in the bank account, as the provider promises. */
export const settlementArrivalBusinessDays = 2;

export const settlementOf = (row: SettlementRow): Settlement => ({
  id: row.id,
  object: 'settlement',
  livemode: row.livemode,
  currency: row.currency as Settlement['currency'],
  amount: row.amount,
  fee: row.fee,
  fee_exchange_rate: row.feeExchangeRate,
  status: row.status,
  description: row.description,
  failure_message: row.failureMessage,
  arrival_date: row.arrivalDate,
  bank_account: row.bankAccount,
  time_created: unixSeconds(row.timeCreated),
  time_closed: row.timeClosed ? unixSeconds(row.timeClosed) : null,
});

export const settlementPage = async (ctx: AppContext, scope: Scope, query: SettlementListQuery) => {
  const { rows, total } = await listSettlements(ctx.db, scope.account.id, scope.livemode, query);
  return listPageOf(rows.map(settlementOf), total, query);
};

export const settlementDetail = async (ctx: AppContext, scope: Scope, id: string) => {
  const row = await findSettlement(ctx.db, scope.account.id, scope.livemode, id);
  if (!row) throw new AppError('settlement_not_found');
  return settlementOf(row);
};

/** Spec §4: a disabled account's withdrawals wait until its freeze ends. */
const frozenUntil = (account: AccountAccess, now = new Date()) =>
  account.status === 'disabled' && account.timeWithdrawalsAvailable && account.timeWithdrawalsAvailable > now
    ? account.timeWithdrawalsAvailable
    : null;

/** Spec §9: USD 20 per withdrawal, in the settlement currency at the rate table's rate. */
const withdrawalFee = (db: Executor, currency: Currency) => convertAt(db, withdrawalFeeUsd, 'USD', currency);

const feeDescription = (fee: { amount: number; rate: string }, currency: Currency) =>
  currency === 'USD'
    ? `Withdrawal fee USD ${toMajorString(withdrawalFeeUsd, 'USD')}`
    : `Withdrawal fee USD ${toMajorString(withdrawalFeeUsd, 'USD')} at 1 USD = ${fee.rate} ${currency}`;

/**
 * A withdrawal (spec §5): the bank account must be the account's and in the currency, the
 * currency a settlement currency, and the account not frozen. The amount and the fee are taken
 * from the available balance together by the guarded debit (refused, writing nothing, when they
 * don't fit); the settlement, its entry and its event commit together. The bank account is copied,
 * so a later edit or delete doesn't change where this one was paid.
 */
export const createSettlement = async (ctx: AppContext, operator: Operator, scope: Scope, input: SettlementInput) => {
  const account = scope.account;
  const frozen = frozenUntil(account);
  if (frozen) throw new AppError('withdrawals_frozen', { params: { time: formatInZone(frozen, account.timeZone) } });
  if (!account.settlementCurrencies.includes(input.currency)) {
    throw new AppError('settlement_currency_not_enabled', { params: { currency: input.currency } });
  }
  const bank = await bankAccountOfAccount(ctx.db, account.id, input.bank_account_id);
  if (bank.currency !== input.currency) {
    throw new AppError('bank_account_currency_mismatch', {
      params: { bankCurrency: bank.currency, currency: input.currency },
    });
  }
  return ctx.db.transaction(async (tx) => {
    const fee = await withdrawalFee(tx, input.currency);
    const id = newId('stl');
    await debitAvailable(tx, {
      accountId: account.id,
      livemode: scope.livemode,
      currency: input.currency,
      type: 'settlement',
      source: { type: 'settlement', id, amount: input.amount },
      fees: [{ type: 'settlement_fee', amount: fee.amount, description: feeDescription(fee, input.currency) }],
      description: `Withdrawal ${id}: ${input.description}`,
    });
    const row = await insertSettlement(tx, {
      accountId: account.id,
      id,
      livemode: scope.livemode,
      currency: input.currency,
      amount: input.amount,
      fee: fee.amount,
      feeExchangeRate: fee.rate,
      status: 'pending',
      description: input.description,
      arrivalDate: addBusinessDays(new Date(), settlementArrivalBusinessDays, account.timeZone),
      bankAccountId: bank.id,
      bankAccount: {
        id: bank.id,
        bank_name: bank.bankName,
        swift_code: bank.swiftCode,
        bank_country: bank.bankCountry,
        account_number: bank.accountNumber,
        beneficiary_name: bank.beneficiaryName,
        currency: bank.currency,
      },
    });
    const settlement = settlementOf(row);
    await recordEvent(tx, account.id, settlementEventOfStatus.pending, settlement);
    await recordOperation(tx, operator, account, {
      action: 'created',
      sourceType: 'settlement',
      sourceId: id,
      description: `${input.currency} ${toMajorString(input.amount, input.currency)} to ${bank.bankName} ••${bank.accountNumber.slice(-4)}`,
    });
    return settlement;
  });
};

/**
 * The one way a settlement's status changes: along the table, only from the status it was read
 * with, its event recorded in the same transaction.
 */
const transitionSettlement = async (tx: Executor, row: SettlementRow, to: SettlementStatus, set: SettlementChange) => {
  if (!canMove(settlementTransitions, row.status, to)) {
    throw new AppError('settlement_not_pending', { params: { status: row.status } });
  }
  const moved = await moveSettlementStatus(tx, row.id, row.status, { ...set, status: to });
  if (!moved) throw new AppError('settlement_not_pending', { params: { status: row.status } });
  const settlement = settlementOf(moved);
  await recordEvent(tx, moved.accountId, settlementEventOfStatus[to], settlement);
  return settlement;
};

export type SettlementOutcome = { status: 'paid' } | { status: 'canceled' | 'failed'; failureMessage?: string };

/**
 * The provider's answer (operator command, its signed notification, or the test simulator):
 * paid ends it; canceled or failed give the amount and the fee back to the balance in one entry
 * (settlement_cancel / settlement_failure, source amount = amount + fee).
 */
export const closeSettlement = (db: Database, id: string, outcome: SettlementOutcome) =>
  db.transaction(async (tx) => {
    const row = await lockSettlement(tx, id);
    if (!row) throw new AppError('settlement_not_found');
    const closed = { timeClosed: new Date() };
    if (outcome.status === 'paid') return transitionSettlement(tx, row, 'paid', closed);
    const failureMessage =
      outcome.failureMessage ?? (outcome.status === 'failed' ? 'The bank returned the transfer.' : null);
    const settlement = await transitionSettlement(tx, row, outcome.status, { ...closed, failureMessage });
    const returned = row.amount + row.fee;
    await postBalanceTransaction(tx, {
      accountId: row.accountId,
      livemode: row.livemode,
      currency: row.currency,
      type: outcome.status === 'canceled' ? 'settlement_cancel' : 'settlement_failure',
      source: { type: 'settlement', id: row.id, amount: returned },
      description: `Withdrawal ${row.id} ${outcome.status}: amount and fee returned`,
    });
    return settlement;
  });

/** Test mode: the simulated provider pays, cancels or fails a pending test settlement. */
export const simulateSettlement = async (ctx: AppContext, scope: Scope, id: string, input: SettlementSimulateBody) => {
  const found = await findSettlement(ctx.db, scope.account.id, scope.livemode, id);
  if (!found) throw new AppError('settlement_not_found');
  if (found.livemode) throw new AppError('test_mode_only');
  return closeSettlement(ctx.db, found.id, { status: input.outcome });
};

/**
 * Spec §2 balance summary: each currency's available and pending, and what a disabled account's
 * freeze holds (its available balance, until the freeze ends); with the fee a withdrawal costs in
 * each currency.
 */
export const balanceSummary = async (ctx: AppContext, scope: Scope): Promise<BalanceSummary> => {
  const account = scope.account;
  const frozen = frozenUntil(account);
  const rows = await balancesOf(ctx.db, account.id, scope.livemode);
  const currencies = [...new Set([...account.settlementCurrencies, ...rows.map((row) => row.currency)])];
  const balances = [];
  for (const currency of currencies) {
    const row = rows.find((r) => r.currency === currency);
    const fee = await withdrawalFee(ctx.db, currency as Currency);
    const available = row?.available ?? 0;
    balances.push({
      currency,
      available: frozen ? 0 : available,
      pending: row?.pending ?? 0,
      frozen: frozen ? available : 0,
      withdrawal_fee: fee.amount,
      fee_exchange_rate: fee.rate,
    });
  }
  return {
    object: 'balance',
    livemode: scope.livemode,
    timezone: account.timeZone,
    default_settlement_currency: account.defaultSettlementCurrency,
    settlement_currencies: account.settlementCurrencies,
    time_withdrawals_available: frozen ? unixSeconds(frozen) : null,
    balances,
  };
};
