import type { Locale } from '@paydeck/contract/locales';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type pino from 'pino';
import type { Database, Executor } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import {
  type ClaimedEmail,
  claimOutboxEmails,
  claimPendingOutboxEmails,
  insertOutboxEmail,
  markOutboxEmailFailed,
  markOutboxEmailSent,
} from './mail.repository.ts';
import { type EmailTemplate, renderEmail } from './mail.templates.ts';

export type OutgoingEmail = { to: string; locale: Locale; template: EmailTemplate; params: Record<string, string> };

export type Mailer = {
  /** Renders and inserts the email into the outbox inside the caller's transaction; returns its id. */
  queue(executor: Executor, email: OutgoingEmail): Promise<string>;
  /** After commit: sends these outbox rows (SMTP, or the console when no SMTP is configured); never throws. */
  deliver(ids: string[]): Promise<void>;
  /** Retries unsent rows older than a minute with fewer than 5 attempts; returns how many were sent. */
  deliverPending(): Promise<number>;
};

export const maxAttempts = 5;
const retryAfterSeconds = 60;
const pendingBatch = 50;

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const createMailer = (options: {
  db: Database;
  smtpUrl: string | undefined;
  from: string;
  logger: FastifyBaseLogger | pino.Logger;
}): Mailer => {
  const { db, from, logger } = options;
  const transport = options.smtpUrl ? createTransport(options.smtpUrl) : undefined;

  const send = async (email: ClaimedEmail) => {
    if (transport) {
      await transport.sendMail({
        // The outbox row's id: a resend after a lost answer is the same message to the receiver.
        messageId: `<${email.id}@paydeck>`,
        from,
        to: email.recipient,
        subject: email.subject,
        text: email.text,
        html: email.html,
      });
      return;
    }
    // No SMTP server (the demo, development): the console is the inbox, links included.
    logger.info(
      { emailId: email.id, to: email.recipient, subject: email.subject, text: email.text },
      'email logged instead of sent (SMTP_URL is not set)',
    );
  };

  /** Sends claimed rows one by one; returns how many went out. */
  const sendClaimed = async (emails: ClaimedEmail[]): Promise<number> => {
    let sent = 0;
    for (const email of emails) {
      try {
        await send(email);
      } catch (error) {
        logger.warn({ err: error, emailId: email.id, to: email.recipient }, 'email delivery failed; will retry');
        await markOutboxEmailFailed(db, email.id, errorMessage(error));
        continue;
      }
      await markOutboxEmailSent(db, email.id);
      sent += 1;
    }
    return sent;
  };

  return {
    queue: async (executor, email) => {
      const rendered = renderEmail(email.template, email.locale, email.params);
      const id = newId('email');
      await insertOutboxEmail(executor, {
        id,
        recipient: email.to,
        locale: email.locale,
        template: email.template,
        ...rendered,
      });
      return id;
    },
    deliver: async (ids) => {
      try {
        await sendClaimed(await claimOutboxEmails(db, ids));
      } catch (error) {
        // Callers fire and forget after commit; the retry job picks up whatever is left unsent.
        logger.warn({ err: error, emailIds: ids }, 'email delivery failed; the retry job will pick it up');
      }
    },
    deliverPending: async () =>
      sendClaimed(
        await claimPendingOutboxEmails(db, { minAgeSeconds: retryAfterSeconds, maxAttempts, limit: pendingBatch }),
      ),
  };
};
