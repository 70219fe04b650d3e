/**
 * The server under benchmark, in a process of its own (as a web instance runs): the real app from
 * `buildApp` on the bench database, with the production defaults — info-level request logs (sent
 * to /dev/null by the parent), the pool size of `openPostgres`, every plugin. The only change is a
 * per-IP API limit high enough for one load generator (the counter is still written per request).
 * Tells the parent its port over IPC, and closes when asked.
 */
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { buildApp } from '../src/app.ts';
import { openPostgres } from '../src/db/client.ts';
import { loggerOptions } from '../src/lib/logger.ts';
import { createSecretBox } from '../src/lib/secret-box.ts';
import { createMailer } from '../src/modules/mail/mail.service.ts';

const databaseUrl = process.env.BENCH_SERVER_DATABASE_URL;
if (!databaseUrl || !process.send) throw new Error('bench-server is started by bench/api.ts');

const logger = pino(loggerOptions(process.env.LOG_LEVEL ?? 'info'));
const database = openPostgres(databaseUrl, {
  onIdleError: (error) => logger.warn({ err: error }, 'idle database connection dropped'),
});
const app = await buildApp({
  config: { basePath: '/', webDist: '', logLevel: 'info', publicUrl: undefined, trustProxy: false, port: 0 },
  database,
  serveWeb: false,
  logger,
  // Mail stays in the outbox table (no SMTP): the bench reads the sign-up confirmation from it.
  mailer: createMailer({ db: database.db, smtpUrl: undefined, from: 'Paydeck <no-reply@paydeck.bench>', logger }),
  secretBox: createSecretBox(randomBytes(32)),
  apiRateLimit: { bucket: 'api', max: 10_000_000, windowSeconds: 60 },
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.send({ kind: 'listening', origin: address });
process.on('message', async (message: { kind?: string }) => {
  if (message.kind !== 'stop') return;
  await app.close();
  await database.close();
  process.exit(0);
});
