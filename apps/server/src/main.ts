import pino from 'pino';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { startBoss } from './jobs/boss.ts';
import { loggerOptions } from './lib/logger.ts';
import { createSecretBox, loadSecretKey } from './lib/secret-box.ts';
import { createMailer } from './modules/mail/mail.service.ts';
import { demoOwner, demoTeam, isEmptyInstallation, seedDemo } from './seed/demo.ts';

const config = loadConfig();
const logger = pino(loggerOptions(config.logLevel));

const database = await openDatabase({
  ...config,
  onIdleError: (error) => logger.warn({ err: error }, 'idle database connection dropped'),
});
logger.info({ database: database.kind }, 'database opened');
await migrateDatabase(database);

const seeded =
  config.seed === 'auto' && (await isEmptyInstallation(database.db)) ? await seedDemo(database.db) : undefined;

const mailer = createMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, logger });
const boss = await startBoss(database, { work: config.role !== 'web', logger, mailer });
const secretBox = createSecretBox(
  await loadSecretKey({ secretKey: config.secretKey, dataDir: config.dataDir, logger }),
);
const app = config.role === 'worker' ? undefined : await buildApp({ config, database, logger, mailer, secretBox });

const shutdown = async (signal: string) => {
  logger.info({ signal }, 'shutting down');
  await app?.close();
  await boss.stop({ graceful: true, timeout: 10_000 });
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

if (app) {
  const address = await app.listen({ port: config.port, host: config.host });
  const port = new URL(address).port;
  const url = config.publicUrl ?? `http://localhost:${port}${config.basePath}`;
  const lines = [
    '',
    `  Paydeck is running at ${url}`,
    `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'}${seeded ? ' (demo data seeded)' : ''}`,
    `  Demo sign-in: ${demoOwner.email} / ${demoOwner.password}`,
    `  Demo team (same password): ${demoTeam.map((member) => `${member.email} (${member.roles.join(', ')})`).join(', ')}`,
    `  API reference: ${url}docs`,
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
} else {
  logger.info('worker started: running background jobs only');
}
