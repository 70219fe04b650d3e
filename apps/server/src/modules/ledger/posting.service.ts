import { isCurrency, toMajorString } from '@paydeck/contract/currencies';
import type { BalanceSourceType, BalanceTransactionType } from '@paydeck/contract/payin-types';
import type { PaymentMethodId } from '@paydeck/contract/payment-method-catalogue';
import type { Executor, Transaction } from '../../db/client.ts';
import type { FeeDetailColumn } from '../../db/schema/ledger.ts';
import { AppError } from '../../lib/app-error.ts';
import { setBackTime } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import {
  advanceMaturity,
  appendEntry,
  type BalanceKey,
  type EntryTiming,
  lockBalance,
  maturedAmount,
  type NewBalanceTransaction,
} from './ledger.repository.ts';
import { type DefaultAvailability, type Direction, movementKinds } from './movement-kinds.ts';

/**
 * One money movement to book (ARCHITECTURE §4 Ledger): which balance, which spec §3 type, the
 * object it comes from and its (positive) amount, the fees charged on it, and when it matures.
 * Posted in the transaction of the state change it belongs to.
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

/** The entry a posting writes; a posting that breaks the kind's rules is a bug, not a refusal. */
const entryOf = (posting: Posting): NewBalanceTransaction => {
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
  const amount = direction === 'credit' ? posting.source.amount : -posting.source.amount;
  const feeTotal = fees.reduce((sum, fee) => sum + fee.amount, 0);
  return {
    id: newId('txn'),
    accountId: posting.accountId,
    livemode: posting.livemode,
    currency: posting.currency,
    sourceCurrency: posting.currency,
    type: posting.type,
    sourceType: posting.source.type,
    sourceId: posting.source.id,
    paymentId: posting.paymentId ?? null,
    method: posting.method ?? null,
    sourceAmount: posting.source.amount,
    amount,
    feeTotal,
    feeDetails: fees,
    exchangeRate: '1',
    net: amount - feeTotal,
    description: posting.description,
  };
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
  appendEntry(tx, entryOf(posting), timingOf(posting));

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
  const entry = entryOf(posting);
  if (entry.net >= 0) throw new Error(`a guarded debit takes money out; this ${posting.type} puts ${entry.net} in`);
  const balance = await lockBalance(tx, posting);
  const matured = balance ? await maturedAmount(tx, posting) : 0;
  const available = (balance?.available ?? 0) + matured;
  if (available + entry.net < 0) {
    throw new AppError('balance_insufficient', {
      params: { available: moneyText(available, posting.currency), amount: moneyText(-entry.net, posting.currency) },
    });
  }
  await advanceMaturity(tx, posting, matured);
  // Available when dated, and dated now: matured through now above, so it lands in available.
  return appendEntry(tx, entry, { available: 'created' });
};
