import type { FastifyBaseLogger } from 'fastify';
import { fromPglite, PgBoss } from 'pg-boss';
import type { AppContext } from '../context.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { Mailer } from '../infra/mail/mail.service.ts';
import { registerEventJobs } from './events.ts';
import { registerLedgerJobs } from './ledger.ts';
import { registerMailJobs } from './mail.ts';
import { registerMaintenanceJobs } from './maintenance.ts';
import { registerPayinJobs } from './payin.ts';

/**
 * pg-boss on the same database as everything else: PGlite through its pglite adapter, PostgreSQL
 * through its own pool. Web processes only send jobs; workers (and the all-in-one process) run them.
 */
export const startBoss = async (
  handle: DatabaseHandle,
  options: { work: boolean; logger: FastifyBaseLogger; mailer: Mailer; appLink: AppContext['appLink'] },
): Promise<PgBoss> => {
  const boss =
    handle.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(handle.pglite) })
      : new PgBoss({ connectionString: connectionStringOf(handle), max: 4 });
  boss.on('error', (error) => options.logger.error({ err: error }, 'job queue error'));
  await boss.start();
  await registerMaintenanceJobs(boss, handle.db, options);
  await registerMailJobs(boss, options.mailer, options);
  await registerPayinJobs(boss, { db: handle.db, appLink: options.appLink }, options);
  await registerLedgerJobs(boss, handle.db, options);
  await registerEventJobs(boss, handle.db, options);
  return boss;
};

const connectionStringOf = (handle: Extract<DatabaseHandle, { kind: 'postgres' }>): string => {
  const { connectionString } = handle.pool.options;
  if (!connectionString) throw new Error('PostgreSQL pool has no connection string');
  return connectionString;
};
