import { lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rateLimitCounters } from '../../db/schema/system.ts';

export type WindowHit = { hits: number; resetAt: Date };

/**
 * Counts one hit in the current fixed window, atomically: the upsert serialises concurrent hits
 * from any number of processes on the row, and the window comes from the database clock so
 * processes with skewed clocks still share one window.
 */
export const hitWindow = async (
  db: Executor,
  bucket: string,
  key: string,
  windowSeconds: number,
): Promise<WindowHit> => {
  const windowStart = sql`to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds})`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ bucket, key, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.bucket, rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { hits: sql`${rateLimitCounters.hits} + 1` },
    })
    .returning({ hits: rateLimitCounters.hits, windowStart: rateLimitCounters.windowStart });
  if (!row) throw new Error('rate limit upsert returned no row');
  return { hits: row.hits, resetAt: new Date(row.windowStart.getTime() + windowSeconds * 1000) };
};

export const pruneWindowsBefore = async (db: Executor, before: Date): Promise<number> => {
  const deleted = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowStart, before))
    .returning({ key: rateLimitCounters.key });
  return deleted.length;
};
