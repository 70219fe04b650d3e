import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { webhookResponseBodyMaxBytes, webhookTimeoutSeconds } from '@paydeck/contract/webhook-types';
import type { WebhookAttemptError } from '@paydeck/contract/webhooks';
import { isBlockedAddress } from './address-guard.ts';

export type Attempt = { url: string; headers: Record<string, string>; body: string; guarded: boolean };

export type AttemptOutcome = {
  ok: boolean;
  responseCode: number | null;
  responseHeaders: Record<string, string> | null;
  responseBody: string | null;
  error: WebhookAttemptError | null;
  durationMs: number;
};

class AddressBlocked extends Error {
  code = 'ADDRESS_BLOCKED';
}

/**
 * Resolves as usual and refuses a blocked address: the check runs on the address the socket then
 * connects to, so a DNS answer that changes between a check and the connection cannot get past it.
 */
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const allowed = addresses.filter((a) => !isBlockedAddress(a.address));
    if (allowed.length < addresses.length || allowed.length === 0) {
      return callback(new AddressBlocked(`${hostname} resolves to a blocked address`), '', 0);
    }
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, allowed);
    const [first] = allowed;
    return callback(null, first?.address ?? '', first?.family ?? 4);
  });
};

// Kept-alive connections: a busy endpoint gets its attempts over a few sockets, not one each.
const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 32 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 32 }),
};

const errorOf = (error: NodeJS.ErrnoException): WebhookAttemptError => {
  if (error instanceof AddressBlocked) return 'address_blocked';
  if (error.code === 'ETIMEDOUT_WEBHOOK') return 'timeout';
  if (error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN') return 'dns_failed';
  return 'connection_failed';
};

const headersOf = (response: http.IncomingMessage) =>
  Object.fromEntries(
    Object.entries(response.headers).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join(', ') : (value ?? ''),
    ]),
  );

/**
 * POSTs one attempt: a 2xx within 10 s is success; redirects are not followed. `guarded` (live
 * mode, unless private addresses are allowed) refuses blocked addresses, literal or resolved.
 * Keeps the first 16 KB of the answer.
 */
export const sendAttempt = (attempt: Attempt): Promise<AttemptOutcome> => {
  const started = performance.now();
  const durationMs = () => Math.round(performance.now() - started);
  const failed = (error: WebhookAttemptError): AttemptOutcome => ({
    ok: false,
    responseCode: null,
    responseHeaders: null,
    responseBody: null,
    error,
    durationMs: durationMs(),
  });
  const url = new URL(attempt.url);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (attempt.guarded && isIP(host) !== 0 && isBlockedAddress(host)) return Promise.resolve(failed('address_blocked'));
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(url, {
      method: 'POST',
      agent: agents[url.protocol as keyof typeof agents],
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(attempt.body),
        'user-agent': 'Paydeck-Webhooks/1.0',
        ...attempt.headers,
      },
      ...(attempt.guarded && { lookup: guardedLookup }),
    });
    const timer = setTimeout(() => {
      request.destroy(Object.assign(new Error('timed out'), { code: 'ETIMEDOUT_WEBHOOK' }));
    }, webhookTimeoutSeconds * 1000);
    request.on('error', (error) => {
      clearTimeout(timer);
      resolve(failed(errorOf(error)));
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let kept = 0;
      response.on('data', (chunk: Buffer) => {
        if (kept >= webhookResponseBodyMaxBytes) return;
        chunks.push(chunk.subarray(0, webhookResponseBodyMaxBytes - kept));
        kept += chunk.length;
      });
      response.on('error', (error) => {
        clearTimeout(timer);
        resolve(failed(errorOf(error)));
      });
      response.on('end', () => {
        clearTimeout(timer);
        const code = response.statusCode ?? 0;
        resolve({
          ok: code >= 200 && code < 300,
          responseCode: code,
          responseHeaders: headersOf(response),
          // A body cut inside a character ends in U+FFFD; the text is kept for reading, not parsing.
          responseBody: Buffer.concat(chunks).toString('utf8'),
          error: null,
          durationMs: durationMs(),
        });
      });
    });
    request.end(attempt.body);
  });
};
