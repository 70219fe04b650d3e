import cluster from 'node:cluster';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { appLinkFor } from './context.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { startErrorReporting } from './infra/error-reporting.ts';
import { createMailer } from './infra/mail/mail.service.ts';
import { startJobs } from './jobs/boss.ts';
import { bannerUrl, docsUrl } from './lib/banner.ts';
import { processLogger } from './lib/logger.ts';
import { createSecretBox, loadSecretKey } from './lib/secret-box.ts';
import { forkWebProcesses, reportListening } from './lib/web-processes.ts';
import { demoOwner, demoTeam, isEmptyInstallation, seedDemo } from './seed/demo.ts';

const config = loadConfig();
// With WEB_CONCURRENCY > 1 this process migrates, seeds and runs the jobs, and forks the web
// processes (lib/web-processes.ts), which run this file again as cluster workers: web only.
const webProcess = cluster.isWorker;
const forking = !webProcess && config.webProcesses > 1;
const errorReporter = config.errorDsn
  ? await startErrorReporting({ dsn: config.errorDsn, role: webProcess ? 'web' : config.role })
  : undefined;
const logger = processLogger(config.logLevel, { report: errorReporter?.report });

const database = await openDatabase({
  ...config,
  onIdleError: (error) => logger.warn({ err: error }, 'idle database connection dropped'),
});
logger.info({ database: database.kind }, 'database opened');
if (!webProcess) await migrateDatabase(database);

const seeded =
  !webProcess && config.seed === 'auto' && (await isEmptyInstallation(database.db))
    ? await seedDemo(database.db, { appLink: appLinkFor(config) })
    : undefined;

const mailer = createMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, logger });
const secretBox = createSecretBox(
  await loadSecretKey({ secretKey: config.secretKey, dataDir: config.dataDir, logger }),
);
const jobs = await startJobs(database, {
  work: !webProcess && config.role !== 'web',
  logger,
  mailer,
  appLink: appLinkFor(config),
  secretBox,
  webhookAllowPrivateAddresses: config.webhookAllowPrivateAddresses,
});
const app =
  config.role === 'worker' || forking
    ? undefined
    : await buildApp({
        config,
        database,
        logger,
        mailer,
        secretBox,
        sendJob: async (queue) => {
          await jobs.boss.send(queue, {});
        },
      });
const webProcesses = forking ? forkWebProcesses(config.webProcesses) : undefined;

const shutdown = async (signal: string) => {
  logger.info({ signal }, 'shutting down');
  await app?.close();
  await webProcesses?.stop();
  await jobs.stop(true);
  await database.close();
  await errorReporter?.flush(2000);
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

const printBanner = (address: string) => {
  const port = new URL(address).port;
  const url = bannerUrl({ publicUrl: config.publicUrl, port, basePath: config.basePath });
  const lines = [
    '',
    `  Paydeck is running at ${url}${forking ? ` (${config.webProcesses} web processes)` : ''}`,
    `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'}${seeded ? ' (demo data seeded)' : ''}`,
    `  Demo sign-in: ${demoOwner.email} / ${demoOwner.password}`,
    `  Demo team (same password): ${demoTeam.map((member) => `${member.email} (${member.roles.join(', ')})`).join(', ')}`,
    `  API reference: ${docsUrl(url)}`,
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
};

if (app) {
  const address = await app.listen({ port: config.port, host: config.host });
  if (webProcess) reportListening(address);
  else printBanner(address);
} else if (webProcesses) {
  printBanner(await webProcesses.listening);
} else {
  logger.info('worker started: running background jobs only');
}
