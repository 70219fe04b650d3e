/**
 * `npm run bench:api`: the merchant API against a merchant with 1,000,000 payments on PostgreSQL.
 * Makes its own database (on BENCH_DATABASE_URL's server, default the local PostgreSQL), migrates
 * it, signs a merchant up and makes its test secret key over HTTP as a merchant would, seeds the
 * payments with SQL, starts the real app in a process of its own, and measures over HTTP:
 * the payments list (page 1, page 500, status + date filter) and payment creation under 50
 * concurrent clients, with an Idempotency-Key per payment and without. Prints the figures against the targets (docs/benchmarks.md), then drops the
 * database. Exits 0 whether targets are met or missed (it is a report); 1 on any error, including
 * any non-2xx answer during a measurement.
 *
 * The balance transactions list is measured the same way on 1,000,000 ledger entries of the
 * same merchant (issue 16: p99 ≤ 50 ms at page 1 with 4 clients).
 *
 * The statistics endpoint too (issue 20: p99 ≤ 100 ms at 4 clients), over 90 days by day and 365
 * days by week, from the buckets of those payments and ledger entries, built set-based; and the
 * account home's data: its seven queries sent at once as the page sends them, timed until the
 * last is answered (issue 20: p99 ≤ 100 ms).
 *
 * Issue 21's scenarios are measured against a floor as well (bench/floor.ts): a bare server
 * replaying the statements Paydeck sent for the same request, interleaved round by round, with
 * the ratio of the two (BENCH_FLOOR_ROUNDS, default 9, of BENCH_FLOOR_SECONDS, default 3);
 * BENCH_FLOOR_SCENARIOS=list-1-50,create-key runs only those (ids as `floorScenarios` names them).
 *
 * BENCH_PAYMENTS (default 1000000), BENCH_ENTRIES (default 1000000), BENCH_CREATE_SECONDS (15),
 * BENCH_KEEP=1 keeps the database, BENCH_ONLY=list|ledger|statistics|home|create|floor runs those kinds of scenario (comma-separated),
 * BENCH_CPU_PROFILE=dir profiles the server.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { serverNodeFlags } from '../src/lib/node-flags.ts';
import {
  activateAccount,
  type BenchDatabase,
  backendPids,
  createBenchDatabase,
  seedBalanceTransactions,
  seedPayments,
  seedStatisticsBuckets,
  serverSummary,
} from './bench-database.ts';
import { signUpMerchant } from './bench-merchant.ts';
import { type CpuSplit, startCpuCount } from './cpu.ts';
import { type FloorScenario, printFloorTable, runFloorScenarios } from './floor.ts';
import { type LoadRequest, type LoadResult, percentile, runLoad } from './load.ts';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const paymentCount = Number(process.env.BENCH_PAYMENTS ?? 1_000_000);
const entryCount = Number(process.env.BENCH_ENTRIES ?? 1_000_000);
const createSeconds = Number(process.env.BENCH_CREATE_SECONDS ?? 15);
const keep = process.env.BENCH_KEEP === '1';
const profileDir = process.env.BENCH_CPU_PROFILE;
type Scenario = 'list' | 'ledger' | 'statistics' | 'home' | 'create' | 'floor';
const only = process.env.BENCH_ONLY?.split(',') as Scenario[] | undefined;
/** Whether any of these kinds of scenario runs (BENCH_ONLY names some, comma-separated; else all). */
const runs = (...kinds: Scenario[]) => only === undefined || kinds.some((kind) => only.includes(kind));

const out = (line = '') => process.stdout.write(`${line}\n`);

type Target = { p99?: number; rps?: number };
type Row = { name: string; concurrency: number; result: LoadResult; cpu: CpuSplit | null; target: Target };

const startServer = (database: BenchDatabase) =>
  new Promise<{ child: ChildProcess; origin: string; webProcesses: number }>((resolve, reject) => {
    const child = fork(path.join(import.meta.dirname, 'bench-server.ts'), {
      env: { ...process.env, BENCH_SERVER_DATABASE_URL: database.url },
      // BENCH_CPU_PROFILE=dir writes the server's V8 CPU profile there (open it in Chrome's DevTools).
      execArgv: [
        ...process.execArgv,
        ...serverNodeFlags,
        ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
      ],
      // Request logs go nowhere, but are still written: their cost is part of a request.
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`bench server exited (${code}) before listening`)));
    child.once('message', (message: { kind?: string; origin?: string; webProcesses?: number }) => {
      if (message.kind === 'listening' && message.origin) {
        resolve({ child, origin: message.origin, webProcesses: message.webProcesses ?? 1 });
      }
    });
  });

const stopServer = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    // A Ctrl-C reaches the server too, which then has already gone.
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.send({ kind: 'stop' }, (error) => {
      if (error) child.kill('SIGTERM');
    });
  });

const fmt = (ms: number) => ms.toFixed(1);

/** A warm-up, then the measured run with the CPU time of every process involved counted. */
const measure = async (
  server: { child: ChildProcess; database: BenchDatabase },
  options: Parameters<typeof runLoad>[0],
  warmUp: Partial<Parameters<typeof runLoad>[0]>,
) => {
  await runLoad({ ...options, ...warmUp });
  const pids = await backendPids(server.database.url, server.database.name);
  const stop = startCpuCount(server.child.pid ?? 0, pids);
  const result = await runLoad(options);
  return { result, cpu: stop() };
};

const verdict = (row: Row) => {
  const misses: string[] = [];
  const p99 = percentile(row.result.latencies, 99);
  const rps = row.result.latencies.length / row.result.seconds;
  if (row.target.p99 !== undefined && p99 > row.target.p99) misses.push(`p99 ${fmt(p99)} > ${row.target.p99} ms`);
  if (row.target.rps !== undefined && rps < row.target.rps) misses.push(`${rps.toFixed(0)} < ${row.target.rps} req/s`);
  const wanted = [
    row.target.p99 === undefined ? '' : `p99 ≤ ${row.target.p99} ms`,
    row.target.rps === undefined ? '' : `≥ ${row.target.rps} req/s`,
  ]
    .filter(Boolean)
    .join(', ');
  return `${misses.length ? 'MISS' : 'PASS'} ${row.name}: ${wanted}${misses.length ? ` (${misses.join('; ')})` : ''}`;
};

const printTable = (rows: Row[]) => {
  out();
  out('| scenario | clients | requests | req/s | p50 ms | p99 ms | max ms | errors |');
  out('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows) {
    const { latencies, seconds, errorCount } = row.result;
    out(
      `| ${row.name} | ${row.concurrency} | ${latencies.length} | ${(latencies.length / seconds).toFixed(0)} | ` +
        `${fmt(percentile(latencies, 50))} | ${fmt(percentile(latencies, 99))} | ${fmt(latencies.at(-1) ?? Number.NaN)} | ${errorCount} |`,
    );
  }
  out();
  out('CPU per request (ms) — and the share of the machine other processes took meanwhile:');
  out();
  out('| scenario | server | PostgreSQL | load generator | other processes |');
  out('| --- | ---: | ---: | ---: | ---: |');
  for (const row of rows) {
    const n = row.result.latencies.length;
    const { cpu } = row;
    out(
      cpu
        ? `| ${row.name} | ${(cpu.server / n).toFixed(2)} | ${(cpu.postgres / n).toFixed(2)} | ${(cpu.loadGenerator / n).toFixed(2)} | ${((100 * cpu.others) / cpu.total).toFixed(0)}% |`
        : `| ${row.name} | n/a | n/a | n/a | n/a |`,
    );
  }
  out();
  for (const row of rows) out(verdict(row));
};

/** Issue 21's scenarios against the floor, with its targets. */
const floorScenarios = (
  auth: Record<string, string>,
  create: (phase: string, withKey: boolean) => (i: number) => LoadRequest,
): FloorScenario[] => {
  const list = (page: number, concurrency: number): FloorScenario => ({
    id: `list-${page}-${concurrency}`,
    name: `list page ${page}`,
    concurrency,
    request: () => ({
      method: 'GET',
      path: page === 1 ? '/api/payments' : `/api/payments?page=${page}`,
      headers: auth,
    }),
    ratio: 0.85,
    ...(concurrency === 1 && { p99: 10 }),
  });
  const picked = process.env.BENCH_FLOOR_SCENARIOS?.split(',');
  const scenarios: FloorScenario[] = [
    list(1, 1),
    list(1, 50),
    list(500, 1),
    list(500, 50),
    {
      id: 'create-key',
      name: 'create, Idempotency-Key',
      concurrency: 50,
      request: (phase, i) => create(`floor-${phase}`, true)(i),
      ratio: 0.75,
    },
    {
      id: 'create-nokey',
      name: 'create, no key',
      concurrency: 50,
      request: (phase, i) => create(`floor-${phase}`, false)(i),
      ratio: 0.75,
    },
  ];
  return scenarios.filter((scenario) => !picked || picked.includes(scenario.id));
};

const main = async () => {
  out(
    `bench:api — Node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  const began = performance.now();
  const database = await createBenchDatabase(serverUrl);
  out(`database ${database.name} created and migrated (${await serverSummary(database.url)})`);
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let failed = false;
  // Interrupted (Ctrl-C, a timeout): still stop the server and drop the database.
  const interrupted = async (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping the server and dropping ${database.name}`);
    if (server) await stopServer(server.child);
    if (!keep) await database.drop();
    process.exit(1);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    server = await startServer(database);
    const { origin } = server;
    const merchant = await signUpMerchant(origin, database);
    out(`server: ${server.webProcesses} web process(es) on ${origin}`);
    out(`merchant signed up over HTTP (account ${merchant.accountId}, test secret key)`);
    const seedStart = performance.now();
    if (runs('list', 'statistics', 'home', 'create', 'floor')) {
      await seedPayments(
        database.url,
        { accountId: merchant.accountId, livemode: false, count: paymentCount },
        (done) =>
          process.stdout.write(
            `\rseeding payments: ${done.toLocaleString('en-US')} / ${paymentCount.toLocaleString('en-US')}`,
          ),
      );
      out();
    }
    if (runs('ledger', 'statistics', 'home')) {
      const entries = { accountId: merchant.accountId, livemode: false, count: entryCount };
      await seedBalanceTransactions(database.url, entries, (done) =>
        process.stdout.write(
          `\rseeding balance transactions: ${done.toLocaleString('en-US')} / ${entryCount.toLocaleString('en-US')}`,
        ),
      );
      out();
    }
    if (runs('statistics', 'home')) {
      const buckets = await seedStatisticsBuckets(database.url, { accountId: merchant.accountId, livemode: false });
      out(`statistics buckets built: ${buckets.toLocaleString('en-US')}`);
    }
    out(`seeded and vacuum-analyzed in ${((performance.now() - seedStart) / 1000).toFixed(0)} s`);

    const auth = { authorization: `Bearer ${merchant.secret}` };
    const now = Math.floor(Date.now() / 1000);
    const paymentLists = [
      { name: 'list page 1', path: '/api/payments', p99: 50 },
      { name: 'list page 500', path: '/api/payments?page=500', p99: 100 },
      {
        name: 'list status=paid, last 31 days',
        path: `/api/payments?status=paid&time_created[gte]=${now - 31 * 86_400}&time_created[lt]=${now}`,
        p99: 50,
      },
    ];
    const ledgerLists = [
      { name: 'balance transactions page 1', path: '/api/balance_transactions', p99: 50 },
      { name: 'balance transactions page 500', path: '/api/balance_transactions?page=500', p99: 100 },
      {
        name: 'balance transactions type=refund, last 31 days',
        path: `/api/balance_transactions?type=refund&time_created[gte]=${now - 31 * 86_400}&time_created[lt]=${now}`,
        p99: 50,
      },
    ];
    // In the account's zone (UTC as signed up), ending today.
    const daysBefore = (days: number) => new Date((now - days * 86_400) * 1000).toISOString().slice(0, 10);
    const statistics = [
      {
        name: 'statistics 90 days by day',
        path: `/api/statistics?from=${daysBefore(89)}&to=${daysBefore(0)}&granularity=day`,
        p99: 100,
      },
      {
        name: 'statistics 365 days by week',
        path: `/api/statistics?from=${daysBefore(364)}&to=${daysBefore(0)}&granularity=week`,
        p99: 100,
      },
    ];
    const lists: { name: string; path: string; p99: number }[] = [
      ...(runs('list') ? paymentLists : []),
      ...(runs('ledger') ? ledgerLists : []),
      ...(runs('statistics') ? statistics : []),
    ];
    const rows: Row[] = [];
    const listClients = 4;
    const measured = { child: server.child, database };
    for (const list of lists) {
      const next = (): LoadRequest => ({ method: 'GET', path: list.path, headers: auth });
      const { result, cpu } = await measure(
        measured,
        { origin, concurrency: listClients, requests: 2_000, next },
        { requests: 500 },
      );
      rows.push({ name: list.name, concurrency: listClients, result, cpu, target: { p99: list.p99 } });
      out(`measured ${list.name}`);
    }

    if (runs('home')) {
      // The account home's seven queries as its page sends them, with the owner's session (the
      // balances always live, the rest in test mode where the payments are), all at once.
      await activateAccount(database.url, merchant.accountId);
      const session = { authorization: `Bearer ${merchant.token}` };
      const get = (path: string): LoadRequest => ({ method: 'GET', path, headers: session });
      const home = [
        get('/api/balances?livemode=1'),
        get('/api/disputes?page=1&per_page=100&status=needs_response&livemode=0'),
        get('/api/payments?page=1&per_page=5&livemode=0'),
        get(`/api/statistics?from=${daysBefore(1)}&to=${daysBefore(0)}&granularity=day&livemode=0`),
        get('/v1/messages?page=1&per_page=3&status=unread'),
        get('/api/payouts?page=1&per_page=5&status=waiting_action&livemode=0'),
        get('/api/webhook_endpoints?page=1&per_page=100&livemode=0'),
      ];
      // One merchant opening it, and four at once as the statistics are measured.
      for (const concurrency of [1, listClients]) {
        const { result, cpu } = await measure(
          measured,
          { origin, concurrency, width: home.length, requests: 1_000, next: () => home },
          { requests: 200 },
        );
        const name = `account home: its 7 queries at once, ${concurrency} client${concurrency > 1 ? 's' : ''}`;
        rows.push({ name, concurrency, result, cpu, target: { p99: 100 } });
        out(`measured ${name}`);
      }
    }

    // Each payment is new: its own Idempotency-Key (as merchants should send) and reference.
    const runId = randomBytes(4).toString('hex');
    const create =
      (phase: string, withKey: boolean) =>
      (i: number): LoadRequest => ({
        method: 'POST',
        path: '/api/payments',
        headers: withKey ? { ...auth, 'idempotency-key': `bench-${runId}-${phase}-${i}` } : auth,
        body: {
          payment_method: 'fps_hk',
          currency: 'HKD',
          amount: 1_000 + (i % 90_000),
          reference: `BENCH-${runId}-${phase}-${i}`,
          description: `Bench order ${i}`,
          metadata: { order_id: `BENCH-${runId}-${phase}-${i}` },
        },
      });
    for (const withKey of runs('create') ? [true, false] : []) {
      const phase = withKey ? 'key' : 'nokey';
      const creation = await measure(
        measured,
        { origin, concurrency: 50, seconds: createSeconds, next: create(phase, withKey) },
        { seconds: 5, next: create(`${phase}-warmup`, withKey) },
      );
      const name = withKey ? 'create payment' : 'create payment, no Idempotency-Key';
      rows.push({ name, concurrency: 50, ...creation, target: { p99: 100, rps: 800 } });
      out(`measured ${name}`);
    }

    const floorRows = runs('floor')
      ? await runFloorScenarios({ ...server, databaseUrl: database.url }, floorScenarios(auth, create), out)
      : [];

    if (rows.length > 0) printTable(rows);
    if (floorRows.length > 0) printFloorTable(floorRows, out);
    for (const row of rows.filter((r) => r.result.errorCount > 0)) {
      failed = true;
      console.error(`\n${row.name}: ${row.result.errorCount} non-2xx answers, e.g.`, row.result.errors);
    }
    for (const { scenario, errors } of floorRows) {
      for (const { side, result } of errors) {
        failed = true;
        console.error(`\n${scenario.name} (${side}): ${result.errorCount} non-2xx answers, e.g.`, result.errors);
      }
    }
  } catch (error) {
    failed = true;
    console.error(error);
  } finally {
    if (server) await stopServer(server.child);
    if (keep) out(`kept database ${database.url}`);
    else await database.drop();
  }
  out(
    `\ndone in ${((performance.now() - began) / 1000).toFixed(0)} s, load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  process.exit(failed ? 1 : 0);
};

await main();
