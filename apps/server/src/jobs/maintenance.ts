import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { Database } from '../db/client.ts';
import { pruneExpiredKeys } from '../infra/idempotency/idempotency.repository.ts';
import { pruneFullBuckets, pruneWindowsBefore } from '../infra/rate-limits/rate-limits.repository.ts';

export const pruneQueue = 'maintenance.prune-rate-limits';
export const pruneIdempotencyQueue = 'maintenance.prune-idempotency-keys';

/** Rate-limit windows older than a day, and full token buckets, can no longer affect any limit. */
export const pruneRateLimits = async (db: Database, now = new Date()) =>
  (await pruneWindowsBefore(db, new Date(now.getTime() - 24 * 3600 * 1000))) + (await pruneFullBuckets(db));

export const registerMaintenanceJobs = async (
  boss: PgBoss,
  db: Database,
  options: { work: boolean; logger: FastifyBaseLogger },
) => {
  await boss.createQueue(pruneQueue);
  await boss.schedule(pruneQueue, '17 * * * *');
  await boss.createQueue(pruneIdempotencyQueue);
  await boss.schedule(pruneIdempotencyQueue, '47 * * * *');
  if (!options.work) return;
  await boss.work(pruneQueue, async () => {
    const pruned = await pruneRateLimits(db);
    options.logger.info({ pruned }, 'pruned rate-limit windows');
  });
  await boss.work(pruneIdempotencyQueue, async () => {
    // Keys past their 24 hours replay nothing any more.
    const pruned = await pruneExpiredKeys(db);
    options.logger.info({ pruned }, 'pruned expired idempotency keys');
  });
};
