import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.ts';
import { startSmtp } from '../../../test/smtp.ts';
import { emailOutbox } from '../../db/schema/identity.ts';
import { createMailer, type OutgoingEmail } from './mail.service.ts';

/** A pino logger whose lines the test can read. */
const captureLogger = () => {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
};

const silent = pino({ level: 'silent' });
const from = 'Paydeck <no-reply@paydeck.local>';
const link = 'https://paydeck.test/user/confirm_email?token=tok_123&x=1';

let database: TestDatabase;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp.close();
  await database.destroy();
});

const rowOf = async (id: string) => {
  const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  if (!row) throw new Error(`no outbox row ${id}`);
  return row;
};

/** Makes a row look old enough for the retry job. */
const backdate = (id: string) =>
  database.db.update(emailOutbox).set({ timeCreated: sql`now() - interval '2 minutes'` }).where(eq(emailOutbox.id, id));

const confirmEmail = (to: string): OutgoingEmail => ({
  to,
  locale: 'en-US',
  template: 'confirm_email',
  params: { link },
});

describe('mailer over SMTP', () => {
  it('queues inside the caller’s transaction and delivers after commit (en-US)', async () => {
    const mailer = createMailer({ db: database.db, smtpUrl: smtp.url, from, logger: silent });
    const id = await database.db.transaction((tx) => mailer.queue(tx, confirmEmail('ana@example.test')));
    expect(id).toMatch(/^email_[0-9A-Za-z]{24}$/);
    expect(await rowOf(id)).toMatchObject({ recipient: 'ana@example.test', template: 'confirm_email', attempts: 0 });
    expect((await rowOf(id)).timeSent).toBeNull();

    await mailer.deliver([id]);
    const [mail] = smtp.to('ana@example.test');
    expect(mail?.subject).toBe('Confirm your email address for Paydeck');
    expect(mail?.messageId).toBe(`<${id}@paydeck>`);
    expect(mail?.from?.value[0]).toMatchObject({ name: 'Paydeck', address: 'no-reply@paydeck.local' });
    expect(mail?.text?.split('\n')).toContain(link);
    expect(mail?.html).toContain(`href="${link.replace('&', '&amp;')}"`);
    const row = await rowOf(id);
    expect(row.timeSent).toBeInstanceOf(Date);
    expect(row.lastError).toBeNull();
  });

  it('renders zh-CN, HTML-escaped', async () => {
    const mailer = createMailer({ db: database.db, smtpUrl: smtp.url, from, logger: silent });
    const id = await mailer.queue(database.db, {
      to: 'li@example.test',
      locale: 'zh-CN',
      template: 'invitation',
      params: { link, account_name: '主账户', merchant_name: 'A&B <商行>', inviter_email: 'owner@example.test' },
    });
    await mailer.deliver([id]);
    const [mail] = smtp.to('li@example.test');
    expect(mail?.subject).toBe('owner@example.test 邀请您加入 Paydeck 上的 A&B <商行>');
    expect(mail?.text).toContain('此邀请 7 天内有效。');
    expect(mail?.text?.split('\n')).toContain(link);
    expect(mail?.html).toContain('A&amp;B &lt;商行&gt;');
    expect(mail?.html).toContain(`href="${link.replace('&', '&amp;')}"`);
  });

  it('keeps nothing when the caller’s transaction rolls back', async () => {
    const mailer = createMailer({ db: database.db, smtpUrl: smtp.url, from, logger: silent });
    let id = '';
    await expect(
      database.db.transaction(async (tx) => {
        id = await mailer.queue(tx, confirmEmail('rollback@example.test'));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await mailer.deliver([id]);
    expect(await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id))).toEqual([]);
    expect(smtp.to('rollback@example.test')).toEqual([]);
  });

  it('records a failure, then the retry job sends it once the peer is back', async () => {
    const peer = await startSmtp();
    await peer.close();
    const { logger, lines } = captureLogger();
    const mailer = createMailer({ db: database.db, smtpUrl: peer.url, from, logger });
    const id = await mailer.queue(database.db, confirmEmail('retry@example.test'));

    await mailer.deliver([id]);
    const failed = await rowOf(id);
    expect(failed).toMatchObject({ attempts: 1, timeSent: null });
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(lines.some((line) => line.level === 40 && line.emailId === id)).toBe(true);

    // Too recent for the retry job, which leaves fresh rows to the request that queued them.
    expect(await mailer.deliverPending()).toBe(0);

    await backdate(id);
    const revived = await startSmtp(peer.port);
    try {
      expect(await mailer.deliverPending()).toBe(1);
      expect(revived.to('retry@example.test')).toHaveLength(1);
      expect(await rowOf(id)).toMatchObject({ attempts: 1, lastError: null });
      expect((await rowOf(id)).timeSent).toBeInstanceOf(Date);
      expect(await mailer.deliverPending()).toBe(0);
    } finally {
      await revived.close();
    }
  });

  it('gives up after five attempts', async () => {
    const mailer = createMailer({ db: database.db, smtpUrl: smtp.url, from, logger: silent });
    const id = await mailer.queue(database.db, confirmEmail('given-up@example.test'));
    await database.db.update(emailOutbox).set({ attempts: 5 }).where(eq(emailOutbox.id, id));
    await backdate(id);
    expect(await mailer.deliverPending()).toBe(0);
    expect(smtp.to('given-up@example.test')).toEqual([]);
  });

  it('sends a row once even when processes deliver it at the same time', async () => {
    const mailers = Array.from({ length: 3 }, () =>
      createMailer({ db: database.db, smtpUrl: smtp.url, from, logger: silent }),
    );
    const id = await mailers[0]?.queue(database.db, confirmEmail('once@example.test'));
    if (!id) throw new Error('not queued');
    await Promise.all(mailers.flatMap((mailer) => [mailer.deliver([id]), mailer.deliver([id])]));
    expect(smtp.to('once@example.test')).toHaveLength(1);
    await mailers[1]?.deliver([id]);
    expect(smtp.to('once@example.test')).toHaveLength(1);

    const ids: string[] = [];
    for (let i = 0; i < 6; i++)
      ids.push((await mailers[0]?.queue(database.db, confirmEmail(`batch${i}@example.test`))) ?? '');
    for (const pending of ids) await backdate(pending);
    const counts = await Promise.all(mailers.map((mailer) => mailer.deliverPending()));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(6);
    for (let i = 0; i < 6; i++) expect(smtp.to(`batch${i}@example.test`)).toHaveLength(1);
  });
});

describe('mailer without SMTP', () => {
  it('logs the email with its link and marks it sent', async () => {
    const { logger, lines } = captureLogger();
    const mailer = createMailer({ db: database.db, smtpUrl: undefined, from, logger });
    const id = await mailer.queue(database.db, {
      to: 'console@example.test',
      locale: 'zh-CN',
      template: 'password_reset',
      params: { link },
    });
    await mailer.deliver([id]);
    const line = lines.find((l) => l.emailId === id);
    expect(line).toMatchObject({ level: 30, to: 'console@example.test', subject: '重置您的 Paydeck 密码' });
    expect(String(line?.text).split('\n')).toContain(link);
    expect((await rowOf(id)).timeSent).toBeInstanceOf(Date);

    await mailer.deliver([id]);
    expect(lines.filter((l) => l.emailId === id)).toHaveLength(1);
  });

  it('never throws from deliver, even when the database is gone', async () => {
    const other = await createTestDatabase();
    const { logger, lines } = captureLogger();
    const mailer = createMailer({ db: other.db, smtpUrl: undefined, from, logger });
    await other.destroy();
    await expect(mailer.deliver(['email_missing'])).resolves.toBeUndefined();
    expect(lines.some((line) => line.level === 40)).toBe(true);
  });
});
