import type { ServerModule } from '../../server-module.ts';
import { registerExportJobs } from './exports.jobs.ts';
import { exportRoutes } from './exports.routes.ts';
import { expireExports } from './exports.service.ts';

/** Exports: a list's rows as a CSV file, made by a worker, kept for a week. */
export const exportsModule: ServerModule = {
  tags: [
    {
      name: 'exports',
      description:
        'CSV files of the payments, refunds and balance transactions lists under a filter, made in the background ' +
        'and downloadable for 7 days.',
    },
  ],
  routes: ({ ctx, sendJob }) => [exportRoutes(ctx, sendJob)],
  sweeps: [
    {
      queue: 'exports.expire',
      cron: '*/10 * * * *',
      run: (ctx) => expireExports(ctx),
      what: 'exports expired',
    },
  ],
  jobs: registerExportJobs,
};
