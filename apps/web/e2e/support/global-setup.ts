import path from 'node:path';
import { startMailbox } from './mailbox.ts';
import { startServer } from './server.ts';

/** One real server and one real SMTP mailbox for the whole run; specs reach them through env. */
export default async function globalSetup() {
  // A run may choose its own folder (PAYDECK_E2E_MAILDIR), so parallel runs don't share one.
  const mailDir = process.env.PAYDECK_E2E_MAILDIR ?? path.resolve(import.meta.dirname, '../../../../.tmp/e2e-mail');
  const mailbox = await startMailbox(mailDir);
  process.env.PAYDECK_E2E_MAILDIR = mailDir;
  // A spec's own server sends to the same mailbox, so the mailbox helpers work for it too.
  process.env.PAYDECK_E2E_SMTP_URL = mailbox.url;
  const server = await startServer({ SMTP_URL: mailbox.url });
  process.env.PAYDECK_E2E_URL = server.url;
  return async () => {
    await server.stop();
    await mailbox.stop();
  };
}
