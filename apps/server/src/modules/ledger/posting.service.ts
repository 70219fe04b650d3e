import { isCurrency, toMajorString } from '@paydeck/contract/currencies';
import { convertMinor } from '@paydeck/contract/exchange-rates';
import type { BalanceSourceType, BalanceTransactionType } from '@paydeck/contract/payin-types';
import type { PaymentMethodId } from '@paydeck/contract/payment-method-catalogue';
import pino, { type Logger } from 'pino';
import { loadConfig } from '../../config.ts';
import type { Executor, Transaction } from '../../db/client.ts';
import type { FeeDetailColumn } from '../../db/schema/ledger.ts';
import { AppError } from '../../lib/app-error.ts';
import { currentTime, setBackTime } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { loggerOptions } from '../../lib/logger.ts';
import { rateAt } from './exchange-rates.service.ts';
import {
  advanceMaturity,
  appendEntries,
  appendEntry,
  type BalanceKey,
  type EntryTiming,
  findSettlementCurrencies,
  findSourceEntry,
  lockBalance,
  maturedAmount,
  type NewBalanceTransaction,
} from './ledger.repository.ts';
import { type DefaultAvailability, type Direction, movementKinds } from './movement-kinds.ts';

/**
 * One money movement to book (ARCHITECTURE §4 Ledger): which balance, which spec §3 type, the
 * object it comes from and its (positive) amount, the fees charged on it, and when it matures.
 * Posted in the transaction of the state change it belongs to. `currency` is the amount's and the
 * fees': a pay-in movement (payment, refund, dispute and their reversals) gives its payment's, and
 * is booked into one of the account's settlement currencies (movement-kinds.ts `Booking`); every
 * other kind gives the balance's own.
 */
export type Posting = BalanceKey & {
  type: BalanceTransactionType;
  source: { type: BalanceSourceType; id: string; amount: number };
  /** Adjustments only: every other kind has its own sign. */
  direction?: Direction;
  fees?: FeeDetailColumn[];
  /** The payment a movement belongs to, and its method, when there is one. */
  paymentId?: string | null;
  method?: PaymentMethodId | null;
  description: string;
  /** Defaults to the kind's (movement-kinds.ts); a given time is used as is. */
  availability?: DefaultAvailability | Date;
  /** When the movement happened, if not now (only the demo seed back-dates, here or through lib/clock.ts). */
  at?: Date;
};

const isMinorUnits = (value: number) => Number.isSafeInteger(value) && value >= 0;

/** Where an entry is booked: the balance currency, and the rate from the posting's currency to it. */
type Booking = { currency: string; rate: string };

/** A posting that breaks its kind's rules is a bug, not a refusal: it throws before anything is read or written. */
const checkPosting = (posting: Posting) => {
  const kind = movementKinds[posting.type];
  if (!kind.sources.includes(posting.source.type)) {
    throw new Error(`a ${posting.type} entry can't come from a ${posting.source.type}`);
  }
  const direction = kind.direction ?? posting.direction;
  if (!direction || (kind.direction && posting.direction && posting.direction !== kind.direction)) {
    throw new Error(`a ${posting.type} entry needs its direction (${kind.direction ?? 'credit or debit'})`);
  }
  const fees = posting.fees ?? [];
  if (
    !isMinorUnits(posting.source.amount) ||
    posting.source.amount === 0 ||
    !fees.every((f) => isMinorUnits(f.amount))
  ) {
    throw new Error('a posting moves a positive whole amount of minor units, with whole non-negative fees');
  }
  return { direction, fees };
};

/** The entry a checked posting writes, converted into the booking's currency (docs/fees.md "Currency conversion"). */
const entryOf = (posting: Posting, booking: Booking): NewBalanceTransaction => {
  const { direction, fees } = checkPosting(posting);
  const from = posting.currency;
  const to = booking.currency;
  let convert = (minor: number) => minor;
  if (from !== to) {
    if (!isCurrency(from) || !isCurrency(to))
      throw new Error(`can't convert ${from} to ${to}: not contract currencies`);
    convert = (minor) => convertMinor(minor, from, to, booking.rate);
  }
  const converted = convert(posting.source.amount);
  // Line by line: each fee detail in the balance currency, its description still the schedule's text.
  const feeDetails = fees.map((fee) => ({ ...fee, amount: convert(fee.amount) }));
  const amount = direction === 'credit' ? converted : -converted;
  const feeTotal = feeDetails.reduce((sum, fee) => sum + fee.amount, 0);
  return {
    id: newId('txn'),
    accountId: posting.accountId,
    livemode: posting.livemode,
    currency: to,
    sourceCurrency: from,
    type: posting.type,
    sourceType: posting.source.type,
    sourceId: posting.source.id,
    paymentId: posting.paymentId ?? null,
    method: posting.method ?? null,
    sourceAmount: posting.source.amount,
    amount,
    feeTotal,
    feeDetails,
    exchangeRate: from === to ? '1' : booking.rate,
    net: amount - feeTotal,
    description: posting.description,
  };
};

let logger: Pick<Logger, 'warn'> | undefined;
const configuredLevel = () => {
  try {
    return loadConfig().logLevel;
  } catch {
    return 'info';
  }
};
/** What an operator must hear about (a rate missing from the table); the process log at the configured level. */
export const ledgerLog = {
  warn: (details: Record<string, unknown>, message: string) => {
    logger ??= pino(loggerOptions(configuredLevel()));
    logger.warn(details, message);
  },
};

/** Accounts' settlement currencies already read in a batch's transaction. */
type SettlementCurrencies = Map<string, ReturnType<typeof findSettlementCurrencies>>;

/** The account's balance currency for money in `currency`: itself if the account settles in it, else the default. */
const settlementCurrencyFor = async (tx: Executor, posting: Posting, known?: SettlementCurrencies) => {
  let found = known?.get(posting.accountId);
  if (!found) {
    found = findSettlementCurrencies(tx, posting.accountId);
    known?.set(posting.accountId, found);
  }
  const account = await found;
  if (!account) throw new Error(`no account ${posting.accountId} to book into`);
  return account.currencies.includes(posting.currency) ? posting.currency : account.defaultCurrency;
};

/**
 * Which balance currency a posting goes to and at which rate (movement-kinds.ts `Booking`), read
 * in the posting's transaction. A rate the table lacks (a provider misconfiguration: the seeded
 * table covers every contract currency against USD) must not lose a payment's outcome: the entry
 * is booked unconverted, in its own currency (a refund or dispute at its payment entry's rate
 * instead, so it stays in the payment's balance), and a warning is logged.
 */
const bookingOf = async (tx: Executor, posting: Posting, at: Date, known?: SettlementCurrencies): Promise<Booking> => {
  const rule = movementKinds[posting.type].booking;
  const asPosted = { currency: posting.currency, rate: '1' };
  if (rule === 'as_posted') return asPosted;
  if (typeof rule === 'object') {
    const reversed = await findSourceEntry(tx, posting, posting.source.id, rule.reverses);
    if (reversed && reversed.sourceCurrency === posting.currency) {
      return { currency: reversed.currency, rate: reversed.exchangeRate };
    }
  }
  const paymentEntry =
    rule !== 'settlement_currency' && posting.paymentId
      ? await findSourceEntry(tx, posting, posting.paymentId, 'payment')
      : null;
  const ofPayment = paymentEntry?.sourceCurrency === posting.currency ? paymentEntry : null;
  const currency = ofPayment ? ofPayment.currency : await settlementCurrencyFor(tx, posting, known);
  if (currency === posting.currency) return asPosted;
  try {
    return { currency, rate: await rateAt(tx, posting.currency, currency, at) };
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'exchange_rate_missing') throw error;
    const booking = ofPayment ? { currency, rate: ofPayment.exchangeRate } : asPosted;
    ledgerLog.warn(
      {
        from: posting.currency,
        to: currency,
        at: at.toISOString(),
        type: posting.type,
        sourceId: posting.source.id,
        bookedIn: booking.currency,
        rate: booking.rate,
      },
      'exchange rate missing: booked without the current rate; set one with `npm run ops -- set-rate`',
    );
    return booking;
  }
};

/** The entry of a posting, checked, then booked in its balance currency at the rate of its time. */
const bookedEntryOf = async (tx: Executor, posting: Posting, known?: SettlementCurrencies) => {
  checkPosting(posting);
  return entryOf(posting, await bookingOf(tx, posting, posting.at ?? currentTime(), known));
};

const timingOf = (posting: Posting): EntryTiming => {
  const availability = posting.availability ?? movementKinds[posting.type].availability;
  return { at: posting.at ?? setBackTime(), available: availability === 'now' ? 'created' : availability };
};

/**
 * Books a movement: an immutable entry, and its net into the balance's pending or available part.
 * Nothing is checked against the balance: refunds and disputes take their amount even from a
 * balance that doesn't hold it (the payer is owed it either way). Bounded debits use `debitAvailable`.
 */
export const postBalanceTransaction = async (tx: Executor, posting: Posting) =>
  appendEntry(tx, await bookedEntryOf(tx, posting), timingOf(posting));

/**
 * Books a batch of movements (the billing engine's): each entry booked as `postBalanceTransaction`
 * books it, then all appended in one insert and each balance moved once (`appendEntries`).
 */
export const postBalanceTransactions = async (tx: Executor, postings: Posting[]) => {
  const known: SettlementCurrencies = new Map();
  const entries = [];
  for (const posting of postings) {
    entries.push({ entry: await bookedEntryOf(tx, posting, known), timing: timingOf(posting) });
  }
  return appendEntries(tx, entries);
};

/** "HKD 12.50" (the code alone if it is no currency the contract knows). */
const moneyText = (minor: number, currency: string) =>
  isCurrency(currency) ? `${currency} ${toMajorString(minor, currency)}` : `${currency} ${minor}`;

/**
 * Takes a debit (with its fees) from the available balance, or refuses with
 * `balance_insufficient` having written nothing. The balance row is locked first, so concurrent
 * debits are checked one after another; entries that became available since the last maturity
 * count (and are matured with the debit), pending ones don't. Withdrawals and payouts use it.
 */
export const debitAvailable = async (tx: Transaction, posting: Omit<Posting, 'availability' | 'at'>) => {
  const entry = await bookedEntryOf(tx, posting);
  if (entry.net >= 0) throw new Error(`a guarded debit takes money out; this ${posting.type} puts ${entry.net} in`);
  // The balance the entry is booked in (a payout or settlement is posted in it, never converted).
  const key = { accountId: entry.accountId, livemode: entry.livemode, currency: entry.currency };
  const balance = await lockBalance(tx, key);
  const matured = balance ? await maturedAmount(tx, key) : 0;
  const available = (balance?.available ?? 0) + matured;
  if (available + entry.net < 0) {
    throw new AppError('balance_insufficient', {
      params: { available: moneyText(available, key.currency), amount: moneyText(-entry.net, key.currency) },
    });
  }
  await advanceMaturity(tx, key, matured);
  // Available when dated, and dated now (or the demo seed's set-back time, in the past): matured
  // through now above, so it lands in available.
  return appendEntry(tx, entry, { at: setBackTime(), available: 'created' });
};
