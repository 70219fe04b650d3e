import pino from 'pino';
import { appLinkFor } from '../src/context.ts';
import { createMailer } from '../src/infra/mail/mail.service.ts';
import { startJobs } from '../src/jobs/boss.ts';
import type { SecretBox } from '../src/lib/secret-box.ts';
import { testConfig } from './app.ts';
import { testSecretBox } from './context.ts';
import { createTestDatabase } from './database.ts';

/** A fresh database with pg-boss working every queue on it, as a worker process does. */
export const startTestWorker = async (options: { secretBox?: SecretBox } = {}) => {
  const database = await createTestDatabase();
  const logger = pino({ level: 'silent' });
  const mailer = createMailer({ db: database.db, smtpUrl: undefined, from: 'Paydeck <no-reply@paydeck.test>', logger });
  const jobs = await startJobs(database, {
    work: true,
    logger,
    mailer,
    appLink: appLinkFor(testConfig),
    secretBox: options.secretBox ?? testSecretBox(),
    webhookAllowPrivateAddresses: true,
  });
  const { boss } = jobs;
  const stop = async () => {
    await jobs.stop(false);
    await database.destroy();
  };
  return { database, boss, mailer, stop };
};
