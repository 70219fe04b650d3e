import { createHmac, randomBytes } from 'node:crypto';

/**
 * Standard Webhooks signing (https://www.standardwebhooks.com): the secret is `whsec_` and the
 * base64 of random bytes; a signature is `v1,` and the base64 HMAC-SHA256, keyed with those
 * bytes, of `id.timestamp.body`. Several signatures (a rolled secret and its successor) are
 * separated by spaces; a receiver accepts the message if any one verifies.
 */
const secretPrefix = 'whsec_';

export const newWebhookSecret = () => `${secretPrefix}${randomBytes(32).toString('base64')}`;

const signWith = (secret: string, content: string) =>
  `v1,${createHmac('sha256', Buffer.from(secret.slice(secretPrefix.length), 'base64'))
    .update(content)
    .digest('base64')}`;

/** The headers of one attempt: `webhook-id` is the same for every attempt of a message. */
export const signedHeaders = (secrets: readonly string[], id: string, timestamp: number, body: string) => ({
  'webhook-id': id,
  'webhook-timestamp': String(timestamp),
  'webhook-signature': secrets.map((secret) => signWith(secret, `${id}.${timestamp}.${body}`)).join(' '),
});
