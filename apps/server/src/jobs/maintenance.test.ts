import { and, eq } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { rateLimitCounters } from '../db/schema/system.ts';
import { createMailer } from '../modules/mail/mail.service.ts';
import { startBoss } from './boss.ts';
import { pruneQueue, pruneRateLimits } from './maintenance.ts';

let database: TestDatabase;
let boss: PgBoss;
beforeAll(async () => {
  database = await createTestDatabase();
  const logger = pino({ level: 'silent' });
  const mailer = createMailer({ db: database.db, smtpUrl: undefined, from: 'Paydeck <no-reply@paydeck.test>', logger });
  boss = await startBoss(database, { work: true, logger, mailer });
});
afterAll(async () => {
  await boss.stop({ graceful: false });
  await database.destroy();
});

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
