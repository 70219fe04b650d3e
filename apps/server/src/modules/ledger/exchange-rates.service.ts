import type { Currency } from '@paydeck/contract/currencies';
import { convertMinor, multiplyRates } from '@paydeck/contract/exchange-rates';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findRate } from './exchange-rates.repository.ts';

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
