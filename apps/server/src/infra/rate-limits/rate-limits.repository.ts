import { lt, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { rateLimitBuckets, rateLimitCounters } from '../../db/schema/system.ts';

/** How many hits a fixed window has had, and when it ends. */
export type WindowHit = { hits: number; resetAt: Date };

export const pruneWindowsBefore = async (db: Executor, before: Date): Promise<number> => {
  const deleted = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowStart, before))
    .returning({ key: rateLimitCounters.key });
  return deleted.length;
};

/**
 * A token bucket's hit: whether it passed, and how many seconds ahead of now the bucket's
 * theoretical arrival time (when it is full again) stands after it (null: no row was seen).
 */
export type BucketHit = { taken: boolean; aheadSeconds: number | null };

/**
 * Takes one token from a (bucket, key) under GCRA in one atomic upsert on the database clock: the
 * arrival time moves one emission interval on from itself or now, whichever is later, and only
 * while it stays within the window. The row lock orders concurrent hits from every process, so no
 * interval of the window's length passes more than `max` hits (+1 refilled while it lasts).
 */
export const takeToken = async (
  db: Executor,
  bucket: string,
  key: string,
  rule: { emissionSeconds: number; windowSeconds: number },
): Promise<BucketHit> => {
  const next = sql`greatest(rate_limit_buckets.tat, now()) + make_interval(secs => ${rule.emissionSeconds})`;
  const [row] = await queryRows<{ taken_ahead: number | string | null; ahead: number | string | null }>(
    db,
    sql`with taken as (
          insert into rate_limit_buckets (bucket, key, tat)
          values (${bucket}, ${key}, now() + make_interval(secs => ${rule.emissionSeconds}))
          on conflict (bucket, key) do update set tat = ${next}
          where ${next} <= now() + make_interval(secs => ${rule.windowSeconds})
          returning tat
        )
        select (select extract(epoch from (tat - now())) from taken)::float8 as taken_ahead,
               (select extract(epoch from (tat - now())) from rate_limit_buckets
                where bucket = ${bucket} and key = ${key})::float8 as ahead`,
  );
  if (row?.taken_ahead != null) return { taken: true, aheadSeconds: Number(row.taken_ahead) };
  // Refused: the row as this statement's snapshot saw it.
  return { taken: false, aheadSeconds: row?.ahead == null ? null : Number(row.ahead) };
};

/** Buckets whose arrival time has passed are full, the same as no row. */
export const pruneFullBuckets = async (db: Executor): Promise<number> => {
  const deleted = await db
    .delete(rateLimitBuckets)
    .where(lt(rateLimitBuckets.tat, sql`now()`))
    .returning({ key: rateLimitBuckets.key });
  return deleted.length;
};
