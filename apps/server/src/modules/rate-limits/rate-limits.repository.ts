import { lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { rateLimitCounters } from '../../db/schema/system.ts';

export type WindowHit = { hits: number; resetAt: Date };

/**
 * Counts one hit in the current fixed window, atomically: the upsert serialises concurrent hits
 * from any number of processes on the row, and the window comes from the database clock so
 * processes with skewed clocks still share one window. Placeholders: bucket, key, windowSeconds.
 */
export const hitUpsert = (db: Executor) => {
  const windowSeconds = sql.placeholder('windowSeconds');
  return db
    .insert(rateLimitCounters)
    .values({
      bucket: sql.placeholder('bucket'),
      key: sql.placeholder('key'),
      windowStart: sql`to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds})`,
      hits: 1,
    })
    .onConflictDoUpdate({
      target: [rateLimitCounters.bucket, rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { hits: sql`${rateLimitCounters.hits} + 1` },
    })
    .returning({ hits: rateLimitCounters.hits, windowStart: rateLimitCounters.windowStart });
};

const hitStatement = prepared((db) => hitUpsert(db).prepare('rate_limit_hit'));

/** The window a hit fell in, as the caller sees it. */
export const windowHitOf = (row: { hits: number; windowStart: Date }, windowSeconds: number): WindowHit => ({
  hits: row.hits,
  resetAt: new Date(row.windowStart.getTime() + windowSeconds * 1000),
});

export const hitWindow = async (
  db: Executor,
  bucket: string,
  key: string,
  windowSeconds: number,
): Promise<WindowHit> => {
  const [row] = await hitStatement(db).execute({ bucket, key, windowSeconds });
  if (!row) throw new Error('rate limit upsert returned no row');
  return windowHitOf(row, windowSeconds);
};

export const pruneWindowsBefore = async (db: Executor, before: Date): Promise<number> => {
  const deleted = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowStart, before))
    .returning({ key: rateLimitCounters.key });
  return deleted.length;
};
