import type { PgBoss } from 'pg-boss';
import type { JobContext, JobOptions, Sweep } from '../server-module.ts';

/**
 * Schedules each sweep on its own queue (every process, so a schedule exists wherever pg-boss
 * runs) and, in workers, runs it. A sweep moves each object in its own transaction through the
 * same functions as the API, so two workers running one at once is safe.
 */
export const registerSweeps = async (boss: PgBoss, sweeps: Sweep[], ctx: JobContext, options: JobOptions) => {
  for (const sweep of sweeps) {
    await boss.createQueue(sweep.queue);
    await boss.schedule(sweep.queue, sweep.cron);
  }
  if (!options.work) return;
  for (const sweep of sweeps) {
    await boss.work(sweep.queue, async () => {
      const count = await sweep.run(ctx);
      if (count > 0) options.logger.info({ count }, sweep.what);
    });
  }
};
