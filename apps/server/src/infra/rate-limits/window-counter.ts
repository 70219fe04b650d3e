import { and, eq, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client.ts';
import { rateLimitCounters } from '../../db/schema/system.ts';
import type { WindowHit } from './rate-limits.repository.ts';

/** How often a process adds its hits to the shared counters and reads back everyone's. */
export const reconcileEveryMs = 1_000;

type Window = { bucket: string; key: string; start: number };
/** `shared`: the window's total at the last reconciliation; `sending`: hits on their way into it. */
type Count = Window & { windowSeconds: number; shared: number; sending: number; unsent: number };

const idOf = ({ bucket, key, start }: Window) => `${bucket}\u0000${key}\u0000${start}`;

/**
 * The merchant API's per-request limit (a fixed window), counted in memory so a request writes
 * nothing (issue 21), and reconciled through the database every second: each process adds its hits
 * to the shared row and reads back the total. The first hit of a window in a process reads the
 * total first, so a window never starts from nothing. A process learns of another's hits within a
 * second: across N processes a window can pass at most (N − 1) × one second's hits over `max`
 * (docs/decisions.md). Windows follow each process's clock.
 */
export const createWindowCounter = (db: Database, onError: (error: Error) => void) => {
  const counts = new Map<string, Count>();
  let timer: NodeJS.Timeout | undefined;

  const readShared = async (window: Window) => {
    const [row] = await db
      .select({ hits: rateLimitCounters.hits })
      .from(rateLimitCounters)
      .where(
        and(
          eq(rateLimitCounters.bucket, window.bucket),
          eq(rateLimitCounters.key, window.key),
          eq(rateLimitCounters.windowStart, new Date(window.start)),
        ),
      );
    return row?.hits ?? 0;
  };

  /** Sends every count's unsent hits in one statement and takes the totals back. */
  const reconcile = async () => {
    const now = Date.now();
    const due = [...counts.values()].filter((count) => count.unsent > 0);
    for (const [id, count] of counts) {
      if (count.unsent === 0 && count.sending === 0 && count.start + count.windowSeconds * 1000 < now)
        counts.delete(id);
    }
    if (due.length === 0) return;
    const sending = due.map((count) => ({ count, hits: count.unsent }));
    for (const { count, hits } of sending) {
      count.unsent -= hits;
      count.sending += hits;
    }
    try {
      const rows = await queryRows<{ bucket: string; key: string; window_start: Date | string; hits: number }>(
        db,
        sql`insert into ${rateLimitCounters} (bucket, key, window_start, hits)
            select bucket, key, window_start, hits
            from jsonb_to_recordset(${JSON.stringify(
              sending.map(({ count, hits }) => ({
                bucket: count.bucket,
                key: count.key,
                window_start: new Date(count.start).toISOString(),
                hits,
              })),
            )}::jsonb) as r(bucket text, key text, window_start timestamptz, hits integer)
            on conflict (bucket, key, window_start) do update set hits = ${rateLimitCounters.hits} + excluded.hits
            returning bucket, key, window_start, hits`,
      );
      for (const row of rows) {
        const count = counts.get(
          idOf({ bucket: row.bucket, key: row.key, start: new Date(row.window_start).getTime() }),
        );
        if (count) count.shared = row.hits;
      }
      for (const { count, hits } of sending) count.sending -= hits;
    } catch (error) {
      // Kept for the next round: a failed round loses no hit.
      for (const { count, hits } of sending) {
        count.sending -= hits;
        count.unsent += hits;
      }
      onError(error as Error);
    }
  };

  return {
    /** Counts a hit in the current window and tells how many the window has had, by this process's knowledge. */
    hit: async (rule: { bucket: string; windowSeconds: number }, key: string): Promise<WindowHit> => {
      const windowMs = rule.windowSeconds * 1000;
      const start = Math.floor(Date.now() / windowMs) * windowMs;
      const window = { bucket: rule.bucket, key, start };
      const id = idOf(window);
      let count = counts.get(id);
      if (!count) {
        const shared = await readShared(window);
        count = counts.get(id) ?? { ...window, windowSeconds: rule.windowSeconds, shared, sending: 0, unsent: 0 };
        counts.set(id, count);
      }
      count.unsent += 1;
      timer ??= setInterval(() => void reconcile(), reconcileEveryMs).unref();
      return { hits: count.shared + count.sending + count.unsent, resetAt: new Date(start + windowMs) };
    },
    reconcile,
    /** Sends what is left (the app is closing). */
    close: async () => {
      clearInterval(timer);
      await reconcile();
    },
  };
};

export type WindowCounter = ReturnType<typeof createWindowCounter>;
