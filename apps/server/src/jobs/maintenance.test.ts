import { and, eq } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestWorker } from '../../test/boss.ts';
import type { TestDatabase } from '../../test/database.ts';
import { idempotencyKeys } from '../db/schema/idempotency.ts';
import { users } from '../db/schema/identity.ts';
import { accounts, merchants } from '../db/schema/merchants.ts';
import { rateLimitBuckets, rateLimitCounters } from '../db/schema/system.ts';
import { newId } from '../lib/ids.ts';
import { pruneIdempotencyQueue, pruneQueue, pruneRateLimits } from './maintenance.ts';

let worker: Awaited<ReturnType<typeof startTestWorker>>;
let database: TestDatabase;
let boss: PgBoss;
beforeAll(async () => {
  worker = await startTestWorker();
  ({ database, boss } = worker);
});
afterAll(() => worker.stop());

const twoDaysAgo = () => new Date(Date.now() - 2 * 24 * 3600 * 1000);

const insertWindows = async (key: string) => {
  await database.db.insert(rateLimitCounters).values([
    { bucket: 'api', key, windowStart: twoDaysAgo(), hits: 7 },
    { bucket: 'api', key, windowStart: new Date(), hits: 3 },
  ]);
};

const windowsOf = async (key: string) =>
  (
    await database.db
      .select({ windowStart: rateLimitCounters.windowStart })
      .from(rateLimitCounters)
      .where(and(eq(rateLimitCounters.bucket, 'api'), eq(rateLimitCounters.key, key)))
  ).map((row) => row.windowStart.getTime());

describe('rate-limit window pruning', () => {
  it('deletes windows older than a day and keeps the current one', async () => {
    await insertWindows('198.51.100.1');
    await pruneRateLimits(database.db);
    const left = await windowsOf('198.51.100.1');
    expect(left).toHaveLength(1);
    expect(Date.now() - (left[0] ?? 0)).toBeLessThan(60_000);
  });

  it('deletes token buckets that are full again and keeps those still refilling', async () => {
    await database.db.insert(rateLimitBuckets).values([
      { bucket: 'login_ip', key: '198.51.100.3', tat: new Date(Date.now() - 1000) },
      { bucket: 'login_ip', key: '198.51.100.4', tat: new Date(Date.now() + 60_000) },
    ]);
    await pruneRateLimits(database.db);
    const left = await database.db.select({ key: rateLimitBuckets.key }).from(rateLimitBuckets);
    expect(left.map((row) => row.key)).toEqual(['198.51.100.4']);
  });

  it('runs as a job on the maintenance queue', async () => {
    await insertWindows('198.51.100.2');
    await boss.send(pruneQueue, {});
    const deadline = Date.now() + 10_000;
    let left = await windowsOf('198.51.100.2');
    while (left.length > 1 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      left = await windowsOf('198.51.100.2');
    }
    expect(left).toHaveLength(1);
    expect(Date.now() - (left[0] ?? 0)).toBeLessThan(60_000);
  });

  it('is scheduled hourly', async () => {
    const schedules = await boss.getSchedules();
    expect(schedules.find((s) => s.name === pruneQueue)?.cron).toBe('17 * * * *');
  });
});

describe('idempotency key pruning', () => {
  it('deletes keys past their 24 hours on the maintenance queue, hourly, and keeps live ones', async () => {
    const db = database.db;
    const userId = newId('usr');
    const merchantId = newId('mch');
    const accountId = newId('acct');
    await db.insert(users).values({ id: userId, email: 'prune@example.com', passwordHash: 'x' });
    await db.insert(merchants).values({ id: merchantId, name: 'Prune Ltd', ownerUserId: userId, country: 'HK' });
    await db.insert(accounts).values({
      id: accountId,
      merchantId,
      name: 'Prune',
      country: 'HK',
      businessTypes: ['payin'],
      settlementCurrencies: ['USD'],
    });
    const row = { accountId, livemode: false, requestHash: 'h', status: 'completed' as const };
    await db.insert(idempotencyKeys).values([
      { ...row, key: 'old', timeExpired: new Date(Date.now() - 1000) },
      { ...row, key: 'fresh', timeExpired: new Date(Date.now() + 3600_000) },
    ]);
    await boss.send(pruneIdempotencyQueue, {});
    const keys = async () => (await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).map((r) => r.key);
    const deadline = Date.now() + 10_000;
    while ((await keys()).includes('old') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await keys()).toEqual(['fresh']);
    const schedules = await boss.getSchedules();
    expect(schedules.find((s) => s.name === pruneIdempotencyQueue)?.cron).toBe('47 * * * *');
  });
});
