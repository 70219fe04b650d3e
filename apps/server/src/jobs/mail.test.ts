import { eq, sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { appLinkFor } from '../context.ts';
import { emailOutbox } from '../db/schema/identity.ts';
import { createMailer, type Mailer } from '../modules/mail/mail.service.ts';
import { startBoss } from './boss.ts';
import { mailRetryQueue } from './mail.ts';

let database: TestDatabase;
let boss: PgBoss;
let mailer: Mailer;
beforeAll(async () => {
  database = await createTestDatabase();
  const logger = pino({ level: 'silent' });
  mailer = createMailer({ db: database.db, smtpUrl: undefined, from: 'Paydeck <no-reply@paydeck.test>', logger });
  boss = await startBoss(database, { work: true, logger, mailer, appLink: appLinkFor(testConfig) });
});
afterAll(async () => {
  await boss.stop({ graceful: false });
  await database.destroy();
});

describe('mail retry job', () => {
  it('sends emails left unsent', async () => {
    const id = await mailer.queue(database.db, {
      to: 'late@example.test',
      locale: 'en-US',
      template: 'password_reset',
      params: { link: 'https://paydeck.test/user/password_reset?token=t' },
    });
    await database.db
      .update(emailOutbox)
      .set({ timeCreated: sql`now() - interval '10 minutes'` })
      .where(eq(emailOutbox.id, id));
    await boss.send(mailRetryQueue, {});
    const timeSent = async () =>
      (await database.db.select({ t: emailOutbox.timeSent }).from(emailOutbox).where(eq(emailOutbox.id, id)))[0]?.t;
    const deadline = Date.now() + 10_000;
    while (!(await timeSent()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await timeSent()).toBeInstanceOf(Date);
  });

  it('is scheduled every five minutes', async () => {
    const schedules = await boss.getSchedules();
    expect(schedules.find((s) => s.name === mailRetryQueue)?.cron).toBe('*/5 * * * *');
  });
});
