import path from 'node:path';
import { startMailbox } from './mailbox.ts';
import { startServer } from './server.ts';

/** One real server and one real SMTP mailbox for the whole run; specs reach them through env. */
export default async function globalSetup() {
  const mailDir = path.resolve(import.meta.dirname, '../../../../.tmp/e2e-mail');
  const mailbox = await startMailbox(mailDir);
  process.env.PAYDECK_E2E_MAILDIR = mailDir;
  const server = await startServer({ SMTP_URL: mailbox.url });
  process.env.PAYDECK_E2E_URL = server.url;
  return async () => {
    await server.stop();
    await mailbox.stop();
  };
}
