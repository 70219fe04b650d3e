/**
 * `npm run bench:billing`: the billing engine on PostgreSQL. Makes its own database
 * (BENCH_DATABASE_URL's server, default the local PostgreSQL), writes BENCH_SUBSCRIPTIONS (default
 * 100,000) monthly subscriptions of one account, all due at one instant, starts two worker
 * processes (bench/worker.ts: pg-boss with every queue, as `PAYDECK_ROLE=worker` runs) and sends the
 * billing job, as the minute's schedule does. Measures the time until every
 * subscription has its period charged, and charges per second between the first and the last
 * charge; then counts the charges per subscription period in the database (zero duplicates) and the
 * ledger entries. Prints the figures against the target (docs/benchmarks.md) and drops the database.
 * Exits 0 whether the target is met or missed; 1 on any error or duplicate.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { PgBoss } from 'pg-boss';
import { openPostgres, queryRows } from '../src/db/client.ts';
import { billingJob } from '../src/modules/subscriptions/billing.service.ts';
import { ledgerAccount } from '../test/ledger.ts';
import { dueSubscriptions } from '../test/recurring.ts';
import { createBenchDatabase, serverSummary } from './bench-database.ts';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const count = Number(process.env.BENCH_SUBSCRIPTIONS ?? 100_000);
const out = (line = '') => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const secretKey = randomBytes(32).toString('hex');
const startWorker = (databaseUrl: string) =>
  new Promise<ChildProcess>((resolve, reject) => {
    const child = fork(path.join(import.meta.dirname, 'worker.ts'), {
      env: { ...process.env, BENCH_SERVER_DATABASE_URL: databaseUrl, BENCH_SECRET_KEY: secretKey },
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
const workers: ChildProcess[] = [];
let failed = false;
try {
  out(`bench:billing — ${await serverSummary(database.url)}, ${count} subscriptions, 2 worker processes`);
  const accountId = await ledgerAccount(handle.db);
  const written = performance.now();
  await dueSubscriptions(handle.db, accountId, count);
  await handle.db.execute(sql`vacuum (analyze) subscriptions`);
  out(`  ${count} subscriptions written in ${((performance.now() - written) / 1000).toFixed(1)} s`);

  for (let i = 0; i < 2; i += 1) workers.push(await startWorker(database.url));
  const boss = new PgBoss({ connectionString: database.url, max: 1 });
  await boss.start();
  const started = performance.now();
  await boss.send(billingJob, {});
  const remaining = async () => {
    const [row] = await queryRows<{ n: string }>(
      handle.db,
      sql`select count(*) as n from subscriptions where interval_completed = 0`,
    );
    return Number(row?.n ?? 0);
  };
  const deadline = started + 30 * 60_000;
  while ((await remaining()) > 0 && performance.now() < deadline) await sleep(250);
  const seconds = (performance.now() - started) / 1000;
  await boss.stop({ graceful: false });

  const [charges] = await queryRows<{ total: string; periods: string; first: Date; last: Date; paid: string }>(
    handle.db,
    sql`select count(*) as total, count(distinct (source_id, billing_period)) as periods,
          min(time_created) as first, max(time_created) as last,
          count(*) filter (where status = 'paid') as paid
        from payments where source_type = 'subscription'`,
  );
  const [entries] = await queryRows<{ n: string }>(
    handle.db,
    sql`select count(*) as n from balance_transactions where source_type = 'payment'`,
  );
  const total = Number(charges?.total ?? 0);
  const duplicates = total - Number(charges?.periods ?? 0);
  const span = charges ? (new Date(charges.last).getTime() - new Date(charges.first).getTime()) / 1000 : 0;
  out(`  all ${count} billed in ${seconds.toFixed(1)} s from the job's sending (pg-boss pickup included)`);
  out(`  ${(total / span).toFixed(0)} charges/s between the first and the last charge (${span.toFixed(1)} s)`);
  out(`  charges ${total}, paid ${charges?.paid}, ledger entries ${entries?.n}, duplicates ${duplicates}`);
  out('  target: ≥ 1,000 charges/s, zero duplicates');
  failed = duplicates !== 0 || total !== count || (await remaining()) > 0;
} finally {
  for (const worker of workers) await stopWorker(worker);
  await handle.close();
  await database.drop();
}
if (failed) {
  out('FAILED: a subscription period was charged other than once');
  process.exit(1);
}
