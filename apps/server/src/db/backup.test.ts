import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createTestDatabase, testDatabaseKind } from '../../test/database.ts';
import { paidPayment, payinMerchant } from '../../test/payin.ts';
import { type DatabaseHandle, openPglite, openPostgres } from './client.ts';
import { migrateDatabase } from './migrate.ts';

const run = promisify(execFile);
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The lists a merchant reads, as its secret key sees them. */
const listsOf = async (t: TestApp, key: string) => {
  const read = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${key}` } });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  return {
    payments: await read('/api/payments?per_page=100'),
    refunds: await read('/api/refunds?per_page=100'),
    ledger: await read('/api/balance_transactions?per_page=100'),
    balances: await read('/api/balances'),
    events: await read('/api/events?per_page=100'),
  };
};

/** An app on `handle` with a merchant's money in it: payments, a refund, their ledger and events. */
const withMoney = async (handle: DatabaseHandle) => {
  const t = await createTestApp({ database: { ...handle, destroy: handle.close } });
  const m = await payinMerchant(t, `backup-${randomBytes(3).toString('hex')}@example.com`);
  const paid = [await paidPayment(m, 12_000), await paidPayment(m, 34_500), await paidPayment(m, 800)];
  const refund = await t.app.inject({
    method: 'POST',
    url: '/api/refunds',
    headers: { authorization: `Bearer ${m.testKey}` },
    payload: { payment_id: paid[1], amount: 1_500 },
  });
  expect(refund.statusCode).toBe(200);
  const lists = await listsOf(t, m.testKey);
  expect([lists.payments.data.list.length, lists.refunds.data.list.length]).toEqual([3, 1]);
  return { t, key: m.testKey, lists };
};

/** The same lists from an app on the restored copy (its API key included). */
const restoredLists = async (handle: DatabaseHandle, key: string) => {
  const t = await createTestApp({ database: { ...handle, destroy: handle.close } });
  try {
    return await listsOf(t, key);
  } finally {
    await t.close();
    await handle.close();
  }
};

describe.runIf(testDatabaseKind() === 'pglite')('backup and restore of the embedded database', () => {
  it('restores the data directory, copied while the server was stopped, with the same lists', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'paydeck-backup-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const source = await openPglite(path.join(dir, 'data', 'pglite'));
    await migrateDatabase(source);
    const { t, key, lists } = await withMoney(source);
    await t.close();
    await source.close();
    await cp(path.join(dir, 'data'), path.join(dir, 'copy'), { recursive: true });
    const copy = await openPglite(path.join(dir, 'copy', 'pglite'));
    expect(await restoredLists(copy, key)).toEqual(lists);
  });

  it('restores a dump taken from the running database, with the same lists', async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.destroy());
    const { t, key, lists } = await withMoney(database);
    if (database.kind !== 'pglite') throw new Error('expected PGlite');
    const dump = await database.pglite.dumpDataDir('gzip');
    await t.close();
    expect(await restoredLists(await openPglite(dump), key)).toEqual(lists);
  });
});

describe.runIf(testDatabaseKind() === 'postgres')('backup and restore of PostgreSQL', () => {
  it('restores a pg_dump with pg_restore into a new database, with the same lists', async () => {
    const source = await createTestDatabase();
    cleanups.push(() => source.destroy());
    const url = source.url ?? '';
    const { t, key, lists } = await withMoney(source);
    await t.close();
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'paydeck-pgdump-')), 'paydeck.dump');
    cleanups.push(() => rm(path.dirname(file), { recursive: true, force: true }));
    await run('pg_dump', ['--format=custom', `--file=${file}`, url]);
    const target = new URL(url);
    target.pathname = `/paydeck_restore_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${target.pathname.slice(1)}`);
    cleanups.push(async () => {
      await admin.query(`drop database if exists ${target.pathname.slice(1)} with (force)`);
      await admin.end();
    });
    await run('pg_restore', ['--no-owner', `--dbname=${target}`, file]);
    expect(await restoredLists(openPostgres(target.toString()), key)).toEqual(lists);
  });
});
