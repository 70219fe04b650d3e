import { randomBytes } from 'node:crypto';
import pino from 'pino';
import type { Database } from '../src/db/client.ts';
import { createMailer, type Mailer } from '../src/infra/mail/mail.service.ts';
import { createSecretBox } from '../src/lib/secret-box.ts';

export const testSecretBox = () => createSecretBox(randomBytes(32));

/** Console-mode mail (kept in the outbox table) unless a test gives an SMTP peer. */
export const testMailer = (db: Database, smtpUrl?: string): Mailer =>
  createMailer({ db, smtpUrl, from: 'Paydeck <no-reply@paydeck.test>', logger: pino({ level: 'silent' }) });
