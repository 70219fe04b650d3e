/**
 * `npm run bench:webhooks`: webhook delivery on PostgreSQL to a loopback receiver. Makes its own
 * database (BENCH_DATABASE_URL's server, default the local PostgreSQL), runs the real app in this
 * process for the API and 1 or 2 worker processes (bench/worker.ts) for delivery, and
 * measures:
 *  1. throughput: BENCH_DELIVERIES (default 5000) queued deliveries sent by one worker, then by
 *     two; deliveries per second until the receiver has them all;
 *  2. latency: with two idle workers, BENCH_EVENTS (default 300) payments made over the API, 20 a
 *     second; from the creation's answer (its event is committed) to the receiver getting its
 *     payment.created, p50 and p99.
 * Prints the figures against the targets (docs/benchmarks.md) and drops the database. Exits 0
 * whether targets are met or missed; 1 on any error.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pino from 'pino';
import { buildApp } from '../src/app.ts';
import { openPostgres } from '../src/db/client.ts';
import { webhookDeliveries } from '../src/db/schema/webhooks.ts';
import { createMailer } from '../src/infra/mail/mail.service.ts';
import { newId } from '../src/lib/ids.ts';
import { createSecretBox } from '../src/lib/secret-box.ts';
import { createBenchDatabase } from './bench-database.ts';
import { call, signUpMerchant } from './bench-merchant.ts';
import { percentile } from './load.ts';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const deliveries = Number(process.env.BENCH_DELIVERIES ?? 5000);
const events = Number(process.env.BENCH_EVENTS ?? 300);
const out = (line = '') => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The receiver: answers 200 and notes when each webhook-id first arrived. */
const arrivals = new Map<string, number>();
const bodies = new Map<string, string>();
const receiver = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const id = String(request.headers['webhook-id']);
    if (!arrivals.has(id)) {
      arrivals.set(id, performance.now());
      bodies.set(id, Buffer.concat(chunks).toString('utf8'));
    }
    response.writeHead(200).end();
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;

const secretKey = randomBytes(32);
const startWorker = (databaseUrl: string) =>
  new Promise<ChildProcess>((resolve, reject) => {
    const child = fork(path.join(import.meta.dirname, 'worker.ts'), {
      env: { ...process.env, BENCH_SERVER_DATABASE_URL: databaseUrl, BENCH_SECRET_KEY: secretKey.toString('hex') },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    child.once('error', reject);
    child.once('message', () => resolve(child));
  });
const stopWorker = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.send({ kind: 'stop' });
  });

const database = await createBenchDatabase(serverUrl);
const handle = openPostgres(database.url);
const logger = pino({ level: 'warn' });
const app = await buildApp({
  config: { basePath: '/', webDist: '', logLevel: 'warn', publicUrl: undefined, trustProxy: false, port: 0 },
  database: handle,
  serveWeb: false,
  logger,
  mailer: createMailer({ db: handle.db, smtpUrl: undefined, from: 'Paydeck <no-reply@paydeck.bench>', logger }),
  secretBox: createSecretBox(secretKey),
  apiRateLimit: { bucket: 'api', max: 10_000_000, windowSeconds: 60 },
});
const origin = await app.listen({ port: 0, host: '127.0.0.1' });
const workers: ChildProcess[] = [];
try {
  const merchant = await signUpMerchant(origin, database);
  const endpoint = (await call(
    origin,
    'POST',
    '/api/webhook_endpoints',
    { livemode: 0, url: receiverUrl, enabled_events: ['payment.created'] },
    merchant.token,
  )) as { id: string };

  out(`bench:webhooks — PostgreSQL, loopback receiver, ${deliveries} deliveries, ${events} events`);
  const throughput: string[] = [];
  for (const count of [1, 2]) {
    for (let i = 0; i < count; i += 1) workers.push(await startWorker(database.url));
    // All due at one instant after the insert, so neither the insert nor a worker's start is timed.
    const due = new Date(Date.now() + 3000);
    const batch = Array.from({ length: deliveries }, (_, i) => {
      const eventId = newId('evt_bench');
      return {
        accountId: merchant.accountId,
        id: newId('wd'),
        livemode: false,
        endpointId: endpoint.id,
        eventId,
        eventType: 'payment.created' as const,
        objectId: `pay_bench_${i}`,
        origin: 'test' as const,
        payload: JSON.stringify({
          id: eventId,
          type: 'payment.created',
          created: 0,
          livemode: false,
          data: { object: {} },
        }),
        timeNextAttempt: due,
      };
    });
    for (let i = 0; i < batch.length; i += 1000)
      await handle.db.insert(webhookDeliveries).values(batch.slice(i, i + 1000));
    const ids = batch.map((row) => row.eventId);
    const started = performance.now() + (due.getTime() - Date.now());
    while (ids.some((id) => !arrivals.has(id))) await sleep(20);
    const seconds = (Math.max(...ids.map((id) => arrivals.get(id) ?? 0)) - started) / 1000;
    const rate = deliveries / seconds;
    throughput.push(
      `${count} worker${count > 1 ? 's' : ''}: ${rate.toFixed(0)} deliveries/s (${seconds.toFixed(2)} s)`,
    );
    while (workers.length > 0) await stopWorker(workers.pop() as ChildProcess);
  }
  for (const line of throughput) out(`  throughput, ${line}`);
  out('  target: ≥ 500 deliveries/s with two workers');

  for (let i = 0; i < 2; i += 1) workers.push(await startWorker(database.url));
  await sleep(1000);
  const committed = new Map<string, number>();
  for (let i = 0; i < events; i += 1) {
    const payment = (await call(
      origin,
      'POST',
      '/api/payments',
      { payment_method: 'fps_hk', amount: 1000 + i, currency: 'HKD' },
      merchant.secret,
    )) as { id: string };
    committed.set(payment.id, performance.now());
    await sleep(50);
  }
  const deadline = performance.now() + 30_000;
  const latencies = (): number[] => {
    const byPayment = new Map<string, number>();
    for (const [id, at] of arrivals) {
      const object = (JSON.parse(bodies.get(id) ?? '{}') as { data?: { object?: { id?: string } } }).data?.object?.id;
      if (object && committed.has(object)) byPayment.set(object, at - (committed.get(object) ?? at));
    }
    return [...byPayment.values()];
  };
  while (latencies().length < events && performance.now() < deadline) await sleep(50);
  const sorted = latencies().sort((a, b) => a - b);
  out(
    `  event to first attempt: p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms (${sorted.length} of ${events} arrived)`,
  );
  out('  target: p99 ≤ 1000 ms');
} finally {
  for (const worker of workers) await stopWorker(worker);
  await app.close();
  await handle.close();
  receiver.close();
  await database.drop();
}
