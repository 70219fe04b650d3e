import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { Database } from '../db/client.ts';
import { pruneWindowsBefore } from '../modules/rate-limits/rate-limits.repository.ts';

export const pruneQueue = 'maintenance.prune-rate-limits';

/** Rate-limit windows older than a day can no longer affect any limit. */
export const pruneRateLimits = async (db: Database, now = new Date()) =>
  pruneWindowsBefore(db, new Date(now.getTime() - 24 * 3600 * 1000));

export const registerMaintenanceJobs = async (
  boss: PgBoss,
  db: Database,
  options: { work: boolean; logger: FastifyBaseLogger },
) => {
  await boss.createQueue(pruneQueue);
  await boss.schedule(pruneQueue, '17 * * * *');
  if (!options.work) return;
  await boss.work(pruneQueue, async () => {
    const pruned = await pruneRateLimits(db);
    options.logger.info({ pruned }, 'pruned rate-limit windows');
  });
};
