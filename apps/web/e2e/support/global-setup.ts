import path from 'node:path';
import { e2eGatewaySecret } from './gateway.ts';
import { startMailbox } from './mailbox.ts';
import { startServer } from './server.ts';

/** One real server and one real SMTP mailbox for the whole run; specs reach them (and the gateway secret) through env. */
export default async function globalSetup() {
  // A run may choose its own folder (PAYDECK_E2E_MAILDIR), so parallel runs don't share one.
  const mailDir = process.env.PAYDECK_E2E_MAILDIR ?? path.resolve(import.meta.dirname, '../../../../.tmp/e2e-mail');
  const mailbox = await startMailbox(mailDir);
  process.env.PAYDECK_E2E_MAILDIR = mailDir;
  // A spec's own server sends to the same mailbox, so the mailbox helpers work for it too.
  process.env.PAYDECK_E2E_SMTP_URL = mailbox.url;
  // PAYDECK_E2E_DATABASE_URL runs the same specs against PostgreSQL instead of the embedded database.
  const database = process.env.PAYDECK_E2E_DATABASE_URL;
  // The provider's signed endpoints (/v1/gateway/*) exist only with a gateway secret; specs sign
  // with the same one (support/gateway.ts) to complete live payments and withdrawals.
  const server = await startServer({
    SMTP_URL: mailbox.url,
    PAYDECK_GATEWAY_SECRET: e2eGatewaySecret,
    ...(database && { DATABASE_URL: database }),
  });
  process.env.PAYDECK_E2E_URL = server.url;
  process.env.PAYDECK_E2E_GATEWAY_SECRET = e2eGatewaySecret;
  return async () => {
    await server.stop();
    await mailbox.stop();
  };
}
