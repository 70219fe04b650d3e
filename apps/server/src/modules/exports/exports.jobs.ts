import type { PgBoss } from 'pg-boss';
import type { JobContext, JobOptions } from '../../server-module.ts';
import { generateDueExports } from './exports.service.ts';

export const exportsJob = 'exports.generate';

/**
 * Export files are made on pg-boss: every minute `exports.generate` makes whatever exports are
 * waiting (status created) or left by a dead worker (processing, lease lapsed), two runs at a time
 * per worker. The export row is the durable intent (claimed with skip locked, under a lease), so
 * a job lost or run twice makes each file once.
 */
export const registerExportJobs = async (boss: PgBoss, ctx: JobContext, options: JobOptions) => {
  await boss.createQueue(exportsJob);
  await boss.schedule(exportsJob, '* * * * *');
  if (!options.work) return;
  await boss.work(exportsJob, { localConcurrency: 2 }, async () => {
    const made = await generateDueExports(ctx);
    if (made > 0) options.logger.info({ count: made }, 'exports made');
  });
};
