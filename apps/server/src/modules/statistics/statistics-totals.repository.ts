import { eq, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { accounts } from '../../db/schema/merchants.ts';
import { statisticsBuckets, statisticsDays } from '../../db/schema/statistics.ts';
import { figureColumns } from './statistics.repository.ts';
import type { KindTotals } from './statistics-figures.ts';

export type BucketTotal = {
  currency: string;
  payment_method: string;
  /** 1 for the first span of `bounds`, and so on. */
  slot: number;
} & KindTotals;

// Summed as float8, not bigint's numeric (several times the CPU over a year's rows): exact while
// a sum stays below 2^53 minor units.
const sums = sql.raw(figureColumns.map((column) => `sum(${column}::float8) as ${column}`).join(', '));

/**
 * The quarter-hour buckets' totals per currency and method in each span between consecutive
 * `bounds` (ascending instants): a bucket belongs to the span holding its start.
 */
export const bucketTotals = (db: Executor, accountId: string, livemode: boolean, bounds: Date[]) => {
  const first = bounds[0];
  const last = bounds.at(-1);
  if (!first || !last) return Promise.resolve([]);
  const array = `{${bounds.map((b) => b.toISOString()).join(',')}}`;
  return queryRows<BucketTotal>(
    db,
    sql`select currency, payment_method, width_bucket(bucket_start, ${array}::timestamptz[]) as slot, ${sums}
    from ${statisticsBuckets}
    where account_id = ${accountId} and livemode = ${livemode}
      and bucket_start >= ${first.toISOString()}::timestamptz and bucket_start < ${last.toISOString()}::timestamptz
    group by 1, 2, 3`,
  );
};

/**
 * The same from the days in the account's zone, between consecutive `bounds` (ascending
 * YYYY-MM-DD dates, the last one the day after the range).
 */
export const dayTotals = (db: Executor, accountId: string, livemode: boolean, bounds: string[]) => {
  const first = bounds[0];
  const last = bounds.at(-1);
  if (!first || !last) return Promise.resolve([]);
  return queryRows<BucketTotal>(
    db,
    sql`select currency, payment_method, width_bucket(day, ${`{${bounds.join(',')}}`}::date[]) as slot, ${sums}
    from ${statisticsDays}
    where account_id = ${accountId} and livemode = ${livemode} and day >= ${first}::date and day < ${last}::date
    group by 1, 2, 3`,
  );
};

/** The zone the account's statistics are cut in (spec §9: the account's, not the reader's). */
export const accountTimeZone = async (db: Executor, accountId: string) => {
  const [row] = await db.select({ timeZone: accounts.timeZone }).from(accounts).where(eq(accounts.id, accountId));
  return row?.timeZone ?? 'UTC';
};
