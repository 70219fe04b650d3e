import type { FastifyBaseLogger } from 'fastify';
import { fromPglite, PgBoss } from 'pg-boss';
import type { AppContext } from '../context.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { Mailer } from '../infra/mail/mail.service.ts';
import type { SecretBox } from '../lib/secret-box.ts';
import { gatewayFor } from '../modules/payments/gateway.ts';
import { serverModules } from '../server-modules.ts';
import { mailRetrySweep } from './mail.ts';
import { maintenanceSweeps } from './maintenance.ts';
import { startPumps } from './pumps.ts';
import { registerSweeps } from './sweeps.ts';

export type JobsOptions = {
  work: boolean;
  logger: FastifyBaseLogger;
  mailer: Mailer;
  appLink: AppContext['appLink'];
  secretBox: SecretBox;
  webhookAllowPrivateAddresses: boolean;
};

/**
 * Background work on the same database as everything else: pg-boss (PGlite through its pglite
 * adapter, PostgreSQL through its own pool) and the modules' pumps. Web processes only send jobs;
 * workers (and the all-in-one process) run them. `stop` ends the pumps, then pg-boss.
 */
export const startJobs = async (handle: DatabaseHandle, options: JobsOptions) => {
  const boss =
    handle.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(handle.pglite) })
      : new PgBoss({ connectionString: connectionStringOf(handle), max: 4 });
  boss.on('error', (error) => options.logger.error({ err: error }, 'job queue error'));
  await boss.start();
  const ctx = {
    db: handle.db,
    appLink: options.appLink,
    mailer: options.mailer,
    gatewayFor,
    logger: options.logger,
    secretBox: options.secretBox,
    webhookAllowPrivateAddresses: options.webhookAllowPrivateAddresses,
  };
  const sweeps = [...maintenanceSweeps, mailRetrySweep, ...serverModules.flatMap((module) => module.sweeps ?? [])];
  await registerSweeps(boss, sweeps, ctx, options);
  for (const module of serverModules) await module.jobs?.(boss, ctx, options);
  const stopPumps = options.work
    ? startPumps(
        serverModules.flatMap((module) => module.pumps?.(ctx) ?? []),
        options.logger,
      )
    : async () => {};
  return {
    boss,
    stop: async (graceful: boolean) => {
      await stopPumps();
      await boss.stop({ graceful, timeout: 10_000 });
    },
  };
};

const connectionStringOf = (handle: Extract<DatabaseHandle, { kind: 'postgres' }>): string => {
  const { connectionString } = handle.pool.options;
  if (!connectionString) throw new Error('PostgreSQL pool has no connection string');
  return connectionString;
};
