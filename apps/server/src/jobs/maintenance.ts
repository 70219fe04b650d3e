import type { Database } from '../db/client.ts';
import { pruneExpiredKeys } from '../infra/idempotency/idempotency.repository.ts';
import { pruneFullBuckets, pruneWindowsBefore } from '../infra/rate-limits/rate-limits.repository.ts';
import type { Sweep } from '../server-module.ts';

export const pruneQueue = 'maintenance.prune-rate-limits';
export const pruneIdempotencyQueue = 'maintenance.prune-idempotency-keys';

/** Rate-limit windows older than a day, and full token buckets, can no longer affect any limit. */
export const pruneRateLimits = async (db: Database, now = new Date()) =>
  (await pruneWindowsBefore(db, new Date(now.getTime() - 24 * 3600 * 1000))) + (await pruneFullBuckets(db));

export const maintenanceSweeps: Sweep[] = [
  { queue: pruneQueue, cron: '17 * * * *', run: (ctx) => pruneRateLimits(ctx.db), what: 'pruned rate-limit windows' },
  // Keys past their 24 hours replay nothing any more.
  {
    queue: pruneIdempotencyQueue,
    cron: '47 * * * *',
    run: (ctx) => pruneExpiredKeys(ctx.db),
    what: 'pruned expired idempotency keys',
  },
];
