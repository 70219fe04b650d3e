import type { Currency } from '@paydeck/contract/currencies';
import { convertMinor, isExchangeRate, multiplyRates } from '@paydeck/contract/exchange-rates';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findRate, insertRate, listRatesAt } from './exchange-rates.repository.ts';

/**
 * The rate from one currency to another at `at` (now by default): "1" for the same currency, the
 * pair's own newest rate, else the cross through USD (docs/fees.md "Currency conversion").
 * Refuses with `exchange_rate_missing` when the table has neither.
 */
export const rateAt = async (db: Executor, from: string, to: string, at = new Date()): Promise<string> => {
  if (from === to) return '1';
  const direct = await findRate(db, from, to, at);
  if (direct) return direct;
  if (from !== 'USD' && to !== 'USD') {
    // One after the other: `db` may be a transaction, whose connection runs one statement at a time.
    const toUsd = await findRate(db, from, 'USD', at);
    const fromUsd = toUsd ? await findRate(db, 'USD', to, at) : null;
    if (toUsd && fromUsd) return multiplyRates(toUsd, fromUsd);
  }
  throw new AppError('exchange_rate_missing', { params: { from, to } });
};

/** `amount` of `from` in `to` at the rate in effect at `at`, and that rate. */
export const convertAt = async (db: Executor, amount: number, from: Currency, to: Currency, at?: Date) => {
  const rate = await rateAt(db, from, to, at);
  return { amount: convertMinor(amount, from, to, rate), rate };
};

/**
 * The provider sets a pair's rate from `effective` on (`npm run ops -- set-rate`): movements dated
 * from then on convert at it, earlier ones keep theirs. Returns the pair's rate just before, if any.
 */
export const setRate = async (db: Executor, base: Currency, quote: Currency, rate: string, effective: Date) => {
  if (base === quote || !isExchangeRate(rate)) throw new Error(`not a rate of a pair: ${base} ${quote} ${rate}`);
  const before = await findRate(db, base, quote, new Date(effective.getTime() - 1));
  // A rate already used to book movements must stay what they were booked at: a change is a newer rate.
  if (!(await insertRate(db, base, quote, rate, effective))) {
    throw new Error(
      `${base} → ${quote} already has a rate from ${effective.toISOString()}: rates are never changed; set one from a later time`,
    );
  }
  return { before };
};

/** Each stored pair's rate in effect now (`npm run ops -- rates`). */
export const currentRates = (db: Executor, at = new Date()) => listRatesAt(db, at);
