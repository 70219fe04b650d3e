/**
 * `npm run bench:export`: one export of 1,000,000 payments (BENCH_EXPORT_ROWS) on PostgreSQL, in
 * its own database (BENCH_DATABASE_URL's server, default the local PostgreSQL), written set-based
 * (bench-database.ts `seedPayments`: a year of one account's payments). Runs the export job in
 * process, as a worker does (`generateDueExports`), sampling the process's RSS every 20 ms, then
 * reads the file back part by part as the download does. Prints seconds, rows per second and the
 * peak RSS growth against the targets (≤ 15 s, ≤ 150 MB; docs/benchmarks.md) and drops the
 * database. `BENCH_PGLITE=1` runs on PGlite instead, with 100,000 rows by default.
 * Exits 0 whether the targets are met or missed; 1 on any error or a wrong row count.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { systemScope } from '../src/core/scope.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { openPglite, openPostgres } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { newId } from '../src/lib/ids.ts';
import { insertExport } from '../src/modules/exports/exports.repository.ts';
import { exportFile, generateDueExports } from '../src/modules/exports/exports.service.ts';
import { ledgerAccount } from '../test/ledger.ts';
import { createBenchDatabase, seedBatch, seedPayments, serverSummary } from './bench-database.ts';

const pgliteMode = process.env.BENCH_PGLITE === '1';
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const count = Number(process.env.BENCH_EXPORT_ROWS ?? (pgliteMode ? 100_000 : 1_000_000));
const targetSeconds = 15;
const targetGrowthMb = 150;
const out = (line = '') => process.stdout.write(`${line}\n`);
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** The payments, on PGlite: the same statement as PostgreSQL's seed, batch by batch. */
const seedPglite = async (handle: Extract<DatabaseHandle, { kind: 'pglite' }>, accountId: string) => {
  for (let from = 1; from <= count; from += 100_000) {
    await handle.pglite.query(seedBatch, [accountId, false, count, from, Math.min(count, from + 99_999)]);
  }
  await handle.pglite.exec('vacuum analyze payments');
};

let cleanup = async () => {};
let handle: DatabaseHandle;
if (pgliteMode) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'paydeck-bench-export-'));
  handle = await openPglite(dir);
  await migrateDatabase(handle);
  cleanup = async () => {
    await handle.close();
    await rm(dir, { recursive: true, force: true });
  };
  out(`bench:export — PGlite, ${count} payments, export in process`);
} else {
  const database = await createBenchDatabase(serverUrl);
  handle = openPostgres(database.url);
  cleanup = async () => {
    await handle.close();
    await database.drop();
  };
  out(`bench:export — ${await serverSummary(database.url)}, ${count} payments, export in process`);
}

let failed = false;
try {
  const accountId = await ledgerAccount(handle.db);
  const written = performance.now();
  if (handle.kind === 'pglite') await seedPglite(handle, accountId);
  else {
    const url = (handle.pool.options as { connectionString: string }).connectionString;
    await seedPayments(url, { accountId, livemode: false, count }, () => {});
  }
  out(`  ${count} payments written in ${((performance.now() - written) / 1000).toFixed(1)} s`);

  const ctx = { db: handle.db, logger: pino({ level: 'warn' }) };
  const row = await insertExport(handle.db, {
    id: newId('exp'),
    accountId,
    livemode: false,
    userId: null,
    status: 'created',
    sourceType: 'payment',
    filter: {},
    language: 'zh-CN',
    timeZone: 'Asia/Shanghai',
    filename: 'payments-bench.csv',
  });

  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  await generateDueExports(ctx);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);

  const scope = await systemScope(handle.db, accountId, false, 'bench');
  const readStarted = performance.now();
  const file = await exportFile(ctx, scope, row.id);
  let bytes = 0;
  let parts = 0;
  for await (const part of file.parts) {
    bytes += part.length;
    parts += 1;
  }
  const readSeconds = (performance.now() - readStarted) / 1000;
  const [done] = await handle.db
    .execute<{ rows_total: number; size_bytes: number; status: string }>(
      sql`select rows_total, size_bytes, status from exports where id = ${row.id}`,
    )
    .then((result) => (Array.isArray(result) ? result : (result as { rows: never[] }).rows));
  const growth = peak - baseline;
  out(`  export: ${done?.status}, ${done?.rows_total} rows, ${mb(Number(done?.size_bytes))} MB in ${parts} parts`);
  out(
    `  ${seconds.toFixed(1)} s (target ≤ ${targetSeconds} s: ${seconds <= targetSeconds ? 'met' : 'MISSED'}), ` +
      `${Math.round(count / seconds).toLocaleString('en-US')} rows/s`,
  );
  out(
    `  peak RSS growth ${mb(growth)} MB (target ≤ ${targetGrowthMb} MB: ${growth <= targetGrowthMb * 1024 * 1024 ? 'met' : 'MISSED'}), ` +
      `baseline ${mb(baseline)} MB`,
  );
  out(`  download read back: ${mb(bytes)} MB in ${readSeconds.toFixed(1)} s`);
  if (Number(done?.rows_total) !== count || bytes !== Number(done?.size_bytes)) {
    out('  WRONG: rows or bytes differ from what was written');
    failed = true;
  }
} catch (error) {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  failed = true;
} finally {
  await cleanup();
}
process.exit(failed ? 1 : 0);
