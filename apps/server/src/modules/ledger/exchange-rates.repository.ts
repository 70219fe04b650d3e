import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { exchangeRates } from '../../db/schema/ledger.ts';

/** The rate of one pair in effect at `at`: the newest row effective then (null if none). */
export const findRate = async (db: Executor, base: string, quote: string, at: Date): Promise<string | null> => {
  const [row] = await db
    .select({ rate: exchangeRates.rate })
    .from(exchangeRates)
    .where(
      and(
        eq(exchangeRates.baseCurrency, base),
        eq(exchangeRates.quoteCurrency, quote),
        lte(exchangeRates.timeEffective, at),
      ),
    )
    .orderBy(desc(exchangeRates.timeEffective))
    .limit(1);
  return row?.rate ?? null;
};

/** Adds a rate; false when the pair already has one from that exact time (rows are never changed). */
export const insertRate = async (db: Executor, base: string, quote: string, rate: string, effective: Date) => {
  const inserted = await db
    .insert(exchangeRates)
    .values({ baseCurrency: base, quoteCurrency: quote, rate, timeEffective: effective })
    .onConflictDoNothing()
    .returning({ rate: exchangeRates.rate });
  return inserted.length > 0;
};

/** The rate of each stored pair in effect at `at`, with the time it took effect, by pair. */
export const listRatesAt = (db: Executor, at: Date) =>
  db
    .selectDistinctOn([exchangeRates.baseCurrency, exchangeRates.quoteCurrency], {
      base: exchangeRates.baseCurrency,
      quote: exchangeRates.quoteCurrency,
      rate: exchangeRates.rate,
      effective: exchangeRates.timeEffective,
    })
    .from(exchangeRates)
    .where(lte(exchangeRates.timeEffective, at))
    .orderBy(asc(exchangeRates.baseCurrency), asc(exchangeRates.quoteCurrency), desc(exchangeRates.timeEffective));
