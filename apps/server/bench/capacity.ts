/**
 * `npm run bench:capacity`: the CPU one payment costs across its whole life, for the capacity
 * model (docs/capacity.md). On a fresh PostgreSQL database (BENCH_DATABASE_URL's server, default
 * the local one) it runs the real `src/main.ts` as one web process and one worker, four
 * merchants, each with one webhook endpoint for every event, and BENCH_LIFECYCLES (default 2,000)
 * payments by 8 clients, 60 started a second (each key's API limit is 1,200 calls a
 * minute): each created with the secret key and an Idempotency-Key, paid on the checkout page,
 * with one list page read for every 10 payments; then it waits until the worker has handed every
 * event to its consumers and delivered every webhook. It prints the CPU milliseconds per payment
 * of the web process, the worker and PostgreSQL (every `postgres` process, from /proc), and the
 * machine's share others took meanwhile, both as measured and beyond what the processes spend
 * idle (polling for work, measured for 15 s before), and how many rows and bytes each table grew
 * by per payment. Exits 1 on any error.
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { settleBackground } from '../prove/audit.ts';
import { type ProvenMerchant, setUpMerchant } from '../prove/merchant.ts';
import { between, out } from '../prove/processes.ts';
import { startWebAndWorker } from '../prove/stack.ts';
import { processCpuMs } from './cpu.ts';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const lifecycles = Number(process.env.BENCH_LIFECYCLES ?? 2_000);
/** Merchants, each with its own key: with a list per 10 payments, 15 payments a second each stay under the API limit (1,200 calls a minute per key). */
const merchantCount = 4;
const rate = 15 * merchantCount;
const idleSeconds = 15;
const clients = 8;
const warmUp = 100;

/** Every PostgreSQL process's CPU so far (backends come and go with the pools; few do in a run). */
const postgresCpuMs = () => {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') total += processCpuMs(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return total;
};

/** The machine's busy CPU so far, in milliseconds. */
const machineBusyMs = () => {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/) ?? [];
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields.map(Number);
  return (user + nice + system + irq + softirq + steal) * 10;
};

const post = async (origin: string, url: string, body: object, headers: Record<string, string>) => {
  const res = await fetch(`${origin}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data?: Record<string, unknown> };
  if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json.data ?? {};
};

const { database, receiver, web, worker, sql, close } = await startWebAndWorker(serverUrl);
let failed = false;
try {
  const merchants: ProvenMerchant[] = [];
  for (let i = 0; i < merchantCount; i += 1)
    merchants.push(await setUpMerchant(web.origin, database, sql, receiver.url('/hooks')));
  const lifecycle = async (i: number) => {
    const merchant = merchants[i % merchantCount] as ProvenMerchant;
    const address = `10.${between(1, 250)}.${between(1, 250)}.${between(1, 250)}`;
    const payment = (await post(
      web.origin,
      '/api/payments',
      { payment_method: 'fps_hk', currency: 'HKD', amount: between(5_000, 50_000), reference: `CAP-${i}` },
      { authorization: `Bearer ${merchant.secret}`, 'idempotency-key': randomUUID(), 'x-forwarded-for': address },
    )) as { id: string; action: { url: string } };
    const token = new URL(payment.action.url).searchParams.get('token') ?? '';
    await post(
      web.origin,
      `/v1/checkout/${payment.id}/simulate`,
      { token, outcome: 'pay_full' },
      { 'x-forwarded-for': address },
    );
    if (i % 10 === 0) {
      const res = await fetch(`${web.origin}/api/payments`, {
        headers: { authorization: `Bearer ${merchant.secret}`, 'x-forwarded-for': address },
      });
      if (!res.ok) throw new Error(`list: ${res.status}`);
      await res.arrayBuffer();
    }
  };
  const batch = async (from: number, count: number) => {
    let next = from;
    const began = performance.now();
    const client = async () => {
      while (next < from + count) {
        const i = next;
        next += 1;
        const due = began + ((i - from) * 1000) / rate;
        if (due > performance.now()) await new Promise((resolve) => setTimeout(resolve, due - performance.now()));
        await lifecycle(i);
      }
    };
    await Promise.all(Array.from({ length: clients }, client));
    for (const merchant of merchants) {
      const left = await settleBackground(sql, merchant.accountId, 120);
      if (left.length > 0) throw new Error(left.join('; '));
    }
  };
  await batch(0, warmUp);
  const sizes = async () =>
    new Map(
      (
        await sql.query<{ name: string; bytes: string; count: string }>(
          `select c.relname as name, pg_total_relation_size(c.oid) as bytes, coalesce(s.n_live_tup, 0) as count
           from pg_class c join pg_namespace n on n.oid = c.relnamespace
           left join pg_stat_user_tables s on s.relid = c.oid
           where n.nspname = 'public' and c.relkind = 'r'`,
        )
      ).rows.map((row) => [row.name, { bytes: Number(row.bytes), count: Number(row.count) }]),
    );
  const sample = () => ({
    web: processCpuMs(web.pid()),
    worker: processCpuMs(worker.pid()),
    postgres: postgresCpuMs(),
    busy: machineBusyMs(),
    self: process.cpuUsage(),
  });
  // What the processes spend doing nothing (polling for work, timers), to tell it from the payments' cost.
  const idleFrom = sample();
  await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
  const idleTo = sample();
  const idlePerSecond = {
    web: (idleTo.web - idleFrom.web) / idleSeconds,
    worker: (idleTo.worker - idleFrom.worker) / idleSeconds,
    postgres: (idleTo.postgres - idleFrom.postgres) / idleSeconds,
  };
  const sizesBefore = await sizes();
  const before = sample();
  const started = performance.now();
  await batch(warmUp, lifecycles);
  const seconds = (performance.now() - started) / 1000;
  const spent = {
    web: processCpuMs(web.pid()) - before.web,
    worker: processCpuMs(worker.pid()) - before.worker,
    postgres: postgresCpuMs() - before.postgres,
    busy: machineBusyMs() - before.busy,
    self: (({ user, system }) => (user + system) / 1000)(process.cpuUsage(before.self)),
  };
  const { rows } = await sql.query<{ events: string; deliveries: string }>(
    `select (select count(*) from events) as events, (select count(*) from webhook_histories) as deliveries`,
  );
  // The statistics collector reports row counts a moment late.
  await sql.query('select pg_stat_force_next_flush()').catch(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const growth = [...(await sizes())]
    .map(([name, after]) => {
      const was = sizesBefore.get(name) ?? { bytes: 0, count: 0 };
      return { name, bytes: (after.bytes - was.bytes) / lifecycles, rows: (after.count - was.count) / lifecycles };
    })
    .filter((table) => table.bytes > 0 || table.rows > 0)
    .sort((a, b) => b.bytes - a.bytes);
  const per = (ms: number) => (ms / lifecycles).toFixed(2);
  const others = spent.busy - spent.web - spent.worker - spent.postgres - spent.self;
  out(
    `bench:capacity — ${lifecycles} payment lifecycles (after ${warmUp} to warm up) of ${merchantCount} merchants, ` +
      `${clients} clients, ${rate} started a second`,
  );
  out(`  each: created with an Idempotency-Key, paid on the checkout page, a list page per 10 payments,`);
  out(
    `  its events to the consumers and its webhooks delivered (in all ${rows[0]?.events} events, ${rows[0]?.deliveries} webhook attempts)`,
  );
  out(
    `  ${(lifecycles / seconds).toFixed(0)} payments/s end to end (${seconds.toFixed(1)} s, background work included)`,
  );
  out('');
  out('| CPU ms per payment | web process | worker | PostgreSQL | this script (clients, receiver) | others |');
  out('| --- | ---: | ---: | ---: | ---: | ---: |');
  out(
    `| measured | ${per(spent.web)} | ${per(spent.worker)} | ${per(spent.postgres)} | ${per(spent.self)} | ${per(Math.max(0, others))} |`,
  );
  const beyondIdle = (key: keyof typeof idlePerSecond) => per(spent[key] - idlePerSecond[key] * seconds);
  out(`| beyond idle | ${beyondIdle('web')} | ${beyondIdle('worker')} | ${beyondIdle('postgres')} | | |`);
  out(
    `\nidle, per second: web ${idlePerSecond.web.toFixed(0)} ms, worker ${idlePerSecond.worker.toFixed(0)} ms, ` +
      `PostgreSQL ${idlePerSecond.postgres.toFixed(0)} ms (measured over ${idleSeconds} s)`,
  );
  out('');
  out('| table | rows per payment | bytes per payment (table, indexes and TOAST) |');
  out('| --- | ---: | ---: |');
  for (const table of growth.slice(0, 12))
    out(`| ${table.name} | ${table.rows.toFixed(2)} | ${table.bytes.toFixed(0)} |`);
} catch (error) {
  failed = true;
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
} finally {
  await close();
}
process.exit(failed ? 1 : 0);
