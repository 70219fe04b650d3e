/**
 * The server under benchmark, in processes of its own, as Paydeck runs on this machine: the real
 * app from `buildApp` on the bench database, with the production defaults — info-level request
 * logs (sent to /dev/null by the parent), the pool size of `openPostgres`, every plugin — in
 * WEB_CONCURRENCY web processes sharing the port (1, as by default; BENCH_WEB_PROCESSES overrides). The
 * only change is a per-IP API limit high enough for one load generator (the counter is still
 * written per request). Tells the parent its origin over IPC, and closes when asked; in one web
 * process, records the statements sent during a request when asked (the floor's SQL).
 */

import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { buildApp } from '../src/app.ts';
import { openPostgres } from '../src/db/client.ts';
import { createMailer } from '../src/infra/mail/mail.service.ts';
import { processLogger } from '../src/lib/logger.ts';
import { createSecretBox } from '../src/lib/secret-box.ts';
import { forkWebProcesses, reportListening } from '../src/lib/web-processes.ts';
import { startCapture } from './statement-capture.ts';

const databaseUrl = process.env.BENCH_SERVER_DATABASE_URL;
const parent = process.send?.bind(process);
if (!databaseUrl || !parent) throw new Error('bench-server is started by bench/api.ts');
const webProcesses = Number(process.env.BENCH_WEB_PROCESSES ?? process.env.WEB_CONCURRENCY ?? 1);

const serve = async (url: string) => {
  const logger = processLogger(process.env.LOG_LEVEL ?? 'info');
  const database = openPostgres(url, {
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
  const close = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void close());
  return { origin: await app.listen({ port: 0, host: '127.0.0.1' }), close };
};

if (cluster.isWorker) {
  reportListening((await serve(databaseUrl)).origin);
} else if (webProcesses > 1) {
  const group = forkWebProcesses(webProcesses);
  parent({ kind: 'listening', origin: await group.listening, webProcesses });
  process.on('message', async (message: { kind?: string }) => {
    if (message.kind !== 'stop') return;
    await group.stop();
    process.exit(0);
  });
} else {
  const { origin, close } = await serve(databaseUrl);
  parent({ kind: 'listening', origin, webProcesses });
  let stopCapture: ReturnType<typeof startCapture> | null = null;
  process.on('message', (message: { kind?: string }) => {
    if (message.kind === 'stop') void close();
    // The floor's statements (bench/floor.ts): what the app sends while the parent's request runs.
    if (message.kind === 'capture-start') {
      stopCapture = startCapture();
      parent({ kind: 'capturing' });
    }
    if (message.kind === 'capture-stop') parent({ kind: 'captured', statements: stopCapture?.() ?? [] });
  });
}
