/**
 * A worker process of `npm run bench:webhooks` and `bench:billing`: what `PAYDECK_ROLE=worker`
 * runs (pg-boss with every queue, the billing engine's among them, and the pumps, webhooks among
 * them) on the bench database, with the bench's secret key. Tells the parent when it runs, and
 * stops when asked.
 */
import pino from 'pino';
import { appLinkFor } from '../src/context.ts';
import { openPostgres } from '../src/db/client.ts';
import { createMailer } from '../src/infra/mail/mail.service.ts';
import { startJobs } from '../src/jobs/boss.ts';
import { createSecretBox } from '../src/lib/secret-box.ts';

const databaseUrl = process.env.BENCH_SERVER_DATABASE_URL;
const secretKey = process.env.BENCH_SECRET_KEY;
const parent = process.send?.bind(process);
if (!databaseUrl || !secretKey || !parent) throw new Error('bench/worker.ts is started by a bench script');

const logger = pino({ level: 'warn' });
const database = openPostgres(databaseUrl);
const jobs = await startJobs(database, {
  work: true,
  logger,
  mailer: createMailer({ db: database.db, smtpUrl: undefined, from: 'Paydeck <no-reply@paydeck.bench>', logger }),
  appLink: appLinkFor({ publicUrl: undefined, basePath: '/', port: 0 }),
  secretBox: createSecretBox(Buffer.from(secretKey, 'hex')),
  webhookAllowPrivateAddresses: true,
});
process.on('message', async (message: { kind?: string }) => {
  if (message.kind !== 'stop') return;
  await jobs.stop(false);
  await database.close();
  process.exit(0);
});
parent({ kind: 'working' });
