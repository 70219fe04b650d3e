import { eq, sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestWorker } from '../../test/boss.ts';
import type { TestDatabase } from '../../test/database.ts';
import { emailOutbox } from '../db/schema/identity.ts';
import type { Mailer } from '../infra/mail/mail.service.ts';
import { mailRetryQueue } from './mail.ts';

let worker: Awaited<ReturnType<typeof startTestWorker>>;
let database: TestDatabase;
let boss: PgBoss;
let mailer: Mailer;
beforeAll(async () => {
  worker = await startTestWorker();
  ({ database, boss, mailer } = worker);
});
afterAll(() => worker.stop());

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
