/**
 * `npm run bench:crash`: kills the server with `kill -9` at random moments (1–5 s after each start) while clients make
 * 1,000 mixed money writes (payments paid on the checkout, refunds, withdrawals), each with an
 * Idempotency-Key and retried as a merchant's server would (same key, until a definite answer).
 * The real `src/main.ts` runs on a fresh PostgreSQL database (BENCH_DATABASE_URL's server,
 * default the local one) and is restarted after every kill. Afterwards it checks, in SQL:
 * every acknowledged write is present, none was applied twice, none is half-applied (its ledger
 * entry and its amounts agree with it), no entry lacks its object, and every balance equals the
 * sum of its entries. Prints runs, writes, kills and violations (docs/benchmarks.md); exits 1 on
 * any violation or error.
 *
 * BENCH_RUNS (default 1), BENCH_WRITES (1000), BENCH_CLIENTS (8), BENCH_KEEP=1 keeps the databases.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { type BenchDatabase, createBenchDatabase } from './bench-database.ts';
import { signUpMerchant } from './bench-merchant.ts';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const runs = Number(process.env.BENCH_RUNS ?? 1);
const writes = Number(process.env.BENCH_WRITES ?? 1_000);
const clients = Number(process.env.BENCH_CLIENTS ?? 8);
const keep = process.env.BENCH_KEEP === '1';
const serverDir = path.resolve(import.meta.dirname, '..');
const out = (line = '') => process.stdout.write(`${line}\n`);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const between = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

/** The real server (`src/main.ts`, web and workers in one process), restartable on one port. */
const serverOn = (database: BenchDatabase, port: number, webDist: string) => {
  const origin = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'error',
        PAYDECK_SEED: 'off',
        // The API is under test, not the web app: a stand-in page instead of a build.
        PAYDECK_WEB_DIST: webDist,
        PAYDECK_SECRET_KEY: Buffer.alloc(32, 7).toString('base64'),
        // Clients come from many addresses (X-Forwarded-For): per-address limits are not under test.
        PAYDECK_TRUST_PROXY: 'true',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const ready = await fetch(`${origin}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) return;
      await pause(100);
    }
    throw new Error('server not ready within 60 s');
  };
  const kill = async () => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  const stop = async () => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };
  return { origin, start, kill, stop };
};

type Answer = { status: number; json: { data?: Record<string, unknown>; error?: { code?: string } } };

/**
 * One write as a merchant's server sends it: the same body and Idempotency-Key until a definite
 * answer (2xx, or a 4xx refusal other than "the first try is still running"); a dropped
 * connection, a 5xx or that 409 is retried after a pause.
 */
const send = async (origin: string, method: string, url: string, body: object, headers: Record<string, string>) => {
  const client = `10.${between(1, 250)}.${between(1, 250)}.${between(1, 250)}`;
  let attempts = 0;
  for (;;) {
    attempts += 1;
    try {
      const res = await fetch(`${origin}${url}`, {
        method,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client, ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      const answer: Answer = { status: res.status, json: (await res.json()) as Answer['json'] };
      const inFlight = res.status === 409 && answer.json.error?.code === 'idempotency_in_progress';
      if (res.status < 500 && !inFlight) return { ...answer, attempts };
    } catch {
      // The server is down (killed): the merchant's server tries again.
    }
    await pause(between(50, 300));
  }
};

type Acknowledged = { payments: string[]; refunds: string[]; settlements: string[]; refused: number; retried: number };

const oneRun = async (run: number) => {
  const database = await createBenchDatabase(serverUrl);
  const webDist = await mkdtemp(path.join(tmpdir(), 'paydeck-crash-web-'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><base href="/" /><title>Paydeck</title>');
  const server = serverOn(database, await freePort(), webDist);
  await server.start();
  const merchant = await signUpMerchant(server.origin, database);
  const sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
  let kills = 0;
  try {
    // Money is available at once, in HKD, so withdrawals have something to take.
    await sql.query(
      `update accounts set settlement_delay_days = 0, settlement_currencies = '{HKD,USD}',
        default_settlement_currency = 'HKD' where id = $1`,
      [merchant.accountId],
    );
    const bank = await send(
      server.origin,
      'POST',
      '/v1/bank_accounts',
      {
        bank_name: 'The Hongkong and Shanghai Banking Corporation Limited',
        bank_address: '1 Queens Road Central, Hong Kong',
        swift_code: 'HSBCHKHHHKH',
        bank_country: 'HK',
        additional_information: '004',
        account_number: '004-123456-001',
        beneficiary_name: 'BENCH TRADING LTD',
        beneficiary_address: '8 Finance Street, Central, Hong Kong',
        beneficiary_country: 'HK',
        currency: 'HKD',
      },
      { authorization: `Bearer ${merchant.token}` },
    );
    const bankId = String(bank.json.data?.id ?? '');
    if (!bankId) throw new Error(`bank account: ${JSON.stringify(bank.json)}`);

    const acked: Acknowledged = { payments: [], refunds: [], settlements: [], refused: 0, retried: 0 };
    const key = { authorization: `Bearer ${merchant.secret}` };
    const session = { authorization: `Bearer ${merchant.token}` };
    const write = async (i: number) => {
      const kind = acked.payments.length < 5 ? 0 : Math.random();
      const idempotency = { 'idempotency-key': `crash-${run}-${i}-${randomUUID()}` };
      if (kind < 0.45) {
        const created = await send(
          server.origin,
          'POST',
          '/api/payments',
          { payment_method: 'fps_hk', currency: 'HKD', amount: between(5_000, 50_000), reference: `CRASH-${run}-${i}` },
          { ...key, ...idempotency },
        );
        const payment = created.json.data as { id: string; action: { url: string } };
        const token = new URL(payment.action.url).searchParams.get('token') ?? '';
        // The payer's page: paid, or (a retry after the first try committed) already final.
        const paid = await send(
          server.origin,
          'POST',
          `/v1/checkout/${payment.id}/simulate`,
          { token, outcome: 'pay_full' },
          {},
        );
        acked.retried += created.attempts + paid.attempts - 2;
        if (paid.status !== 200 && paid.status !== 409)
          throw new Error(`pay ${payment.id}: ${JSON.stringify(paid.json)}`);
        acked.payments.push(payment.id);
        return;
      }
      const answer =
        kind < 0.75
          ? await send(
              server.origin,
              'POST',
              '/api/refunds',
              { payment_id: acked.payments[between(0, acked.payments.length - 1)], amount: between(100, 3_000) },
              { ...key, ...idempotency },
            )
          : await send(
              server.origin,
              'POST',
              '/api/settlements',
              {
                livemode: 0,
                currency: 'HKD',
                amount: between(100, 20_000),
                bank_account_id: bankId,
                description: `Crash ${run}-${i}`,
              },
              { ...session, ...idempotency },
            );
      acked.retried += answer.attempts - 1;
      if (answer.status === 200) (kind < 0.75 ? acked.refunds : acked.settlements).push(String(answer.json.data?.id));
      else if (answer.status === 422 || answer.status === 409) acked.refused += 1;
      else throw new Error(`write ${i}: ${answer.status} ${JSON.stringify(answer.json)}`);
    };

    let next = 0;
    let done = false;
    const worker = async () => {
      while (next < writes) {
        const i = next;
        next += 1;
        await write(i);
        if ((i + 1) % 100 === 0) process.stdout.write(`\r${i + 1} / ${writes} writes sent, ${kills} kills`);
      }
    };
    const killer = async () => {
      while (!done) {
        await pause(between(1_000, 5_000));
        if (done) break;
        await server.kill();
        kills += 1;
        await server.start();
      }
    };
    const began = performance.now();
    const killing = killer();
    await Promise.all(Array.from({ length: clients }, worker));
    done = true;
    await killing;
    out();
    await server.stop();
    const seconds = (performance.now() - began) / 1000;
    const violations = await audit(sql, merchant.accountId, acked);
    return { acked, kills, seconds, violations };
  } finally {
    await sql.end();
    await server.stop();
    await rm(webDist, { recursive: true, force: true });
    if (!keep) await database.drop();
  }
};

/** Every rule a crash must not break, each as a query returning the rows that break it. */
const audit = async (sql: pg.Client, accountId: string, acked: Acknowledged) => {
  const violations: string[] = [];
  const check = async (what: string, query: string, params: unknown[]) => {
    const { rows } = await sql.query(query, params);
    for (const row of rows) violations.push(`${what}: ${JSON.stringify(row)}`);
  };
  const ids = (list: string[]) => [list];
  await check(
    'acknowledged payment missing, unpaid, or without exactly one payment entry',
    `select id, (select status from payments p where p.id = a.id) as status,
       (select count(*) from balance_transactions t where t.source_id = a.id and t.type = 'payment') as entries
     from unnest($1::text[]) as a(id)
     where coalesce((select status from payments p where p.id = a.id), 'missing') <> 'paid'
        or (select count(*) from balance_transactions t where t.source_id = a.id and t.type = 'payment') <> 1`,
    ids(acked.payments),
  );
  await check(
    'acknowledged refund missing, or without exactly one refund entry',
    `select id from unnest($1::text[]) as a(id)
     where not exists (select 1 from refunds r where r.id = a.id)
        or (select count(*) from balance_transactions t where t.source_id = a.id and t.type = 'refund') <> 1`,
    ids(acked.refunds),
  );
  await check(
    'acknowledged withdrawal missing, or without exactly one settlement entry of amount and fee',
    `select id from unnest($1::text[]) as a(id)
     where not exists (select 1 from settlements s where s.id = a.id)
        or (select count(*) from balance_transactions t join settlements s on s.id = t.source_id
            where t.source_id = a.id and t.type = 'settlement' and t.net = -(s.amount + s.fee)) <> 1`,
    ids(acked.settlements),
  );
  await check(
    'applied twice or never acknowledged (more objects than acknowledged writes)',
    `select 'payments' as kind, count(*) from payments where account_id = $1 having count(*) <> $2
     union all select 'refunds', count(*) from refunds where account_id = $1 having count(*) <> $3
     union all select 'settlements', count(*) from settlements where account_id = $1 having count(*) <> $4`,
    [accountId, acked.payments.length, acked.refunds.length, acked.settlements.length],
  );
  await check(
    'entry without its object',
    `select t.id, t.type, t.source_id from balance_transactions t
     where t.account_id = $1 and not exists (
       select 1 from payments p where p.id = t.source_id union all select 1 from refunds r where r.id = t.source_id
       union all select 1 from settlements s where s.id = t.source_id)`,
    [accountId],
  );
  await check(
    "payment's refunded amounts differ from its refunds",
    `select p.id, p.amount_refund_pending + p.amount_refunded as on_payment, coalesce(sum(r.amount), 0) as refunds
     from payments p left join refunds r on r.payment_id = p.id and r.status <> 'failed'
     where p.account_id = $1 group by p.id
     having p.amount_refund_pending + p.amount_refunded <> coalesce(sum(r.amount), 0)`,
    [accountId],
  );
  await check(
    'balance is not the sum of its entries',
    `select b.currency, b.available, b.pending, coalesce(sum(t.net), 0) as entries,
       coalesce(sum(t.net) filter (where t.time_available <= b.matured_through), 0) as matured
     from balances b left join balance_transactions t
       on t.account_id = b.account_id and t.livemode = b.livemode and t.currency = b.currency
     where b.account_id = $1 group by b.account_id, b.livemode, b.currency, b.available, b.pending, b.matured_through
     having b.available + b.pending <> coalesce(sum(t.net), 0)
        or b.available <> coalesce(sum(t.net) filter (where t.time_available <= b.matured_through), 0)`,
    [accountId],
  );
  return violations;
};

const main = async () => {
  out(`bench:crash — ${runs} run(s) of ${writes} writes by ${clients} clients, kill -9 1–5 s after each start`);
  let total = 0;
  let failed = false;
  for (let run = 1; run <= runs; run += 1) {
    try {
      const { acked, kills, seconds, violations } = await oneRun(run);
      total += violations.length;
      out(
        `run ${run}: ${writes} writes in ${seconds.toFixed(0)} s (${acked.payments.length} payments, ` +
          `${acked.refunds.length} refunds, ${acked.settlements.length} withdrawals acknowledged; ${acked.refused} ` +
          `refused by the rules; ${acked.retried} retries), ${kills} kills, ${violations.length} violations`,
      );
      for (const violation of violations.slice(0, 20)) out(`  ${violation}`);
    } catch (error) {
      failed = true;
      console.error(`run ${run} failed:`, error);
    }
  }
  out(`\n${runs} run(s), ${runs * writes} writes, ${total} violations`);
  process.exit(failed || total > 0 ? 1 : 0);
};

await main();
