import pino from 'pino';
import { appLinkFor } from '../src/context.ts';
import { createMailer } from '../src/infra/mail/mail.service.ts';
import { startBoss } from '../src/jobs/boss.ts';
import { testConfig } from './app.ts';
import { createTestDatabase } from './database.ts';

/** A fresh database with pg-boss working every queue on it, as a worker process does. */
export const startTestWorker = async () => {
  const database = await createTestDatabase();
  const logger = pino({ level: 'silent' });
  const mailer = createMailer({ db: database.db, smtpUrl: undefined, from: 'Paydeck <no-reply@paydeck.test>', logger });
  const boss = await startBoss(database, { work: true, logger, mailer, appLink: appLinkFor(testConfig) });
  const stop = async () => {
    await boss.stop({ graceful: false });
    await database.destroy();
  };
  return { database, boss, mailer, stop };
};
