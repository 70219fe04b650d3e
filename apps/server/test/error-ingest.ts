import { gunzipSync } from 'node:zlib';
import { startReceiver } from './webhook-receiver.ts';

export type EnvelopeItem = { type: string; payload: Buffer; json: () => Record<string, unknown> };
export type Envelope = { raw: string; items: EnvelopeItem[] };

/**
 * Sentry's envelope format: a header line, then per item a header line and its payload, `length`
 * bytes when the header says so, else up to the next newline.
 */
export const parseEnvelope = (body: Buffer): EnvelopeItem[] => {
  const items: EnvelopeItem[] = [];
  let at = body.indexOf(0x0a) + 1;
  while (at > 0 && at < body.length) {
    const headerEnd = body.indexOf(0x0a, at);
    const header = JSON.parse(body.subarray(at, headerEnd).toString('utf8')) as { type: string; length?: number };
    const start = headerEnd + 1;
    let end = header.length === undefined ? body.indexOf(0x0a, start) : start + header.length;
    if (end < 0) end = body.length;
    const payload = body.subarray(start, end);
    items.push({ type: header.type, payload, json: () => JSON.parse(payload.toString('utf8')) });
    at = end + 1;
  }
  return items;
};

/**
 * A stand-in for Sentry's ingest on 127.0.0.1 (the webhooks' test receiver): every envelope
 * posted to the DSN's project, as sent.
 */
export const startErrorIngest = async () => {
  const receiver = await startReceiver();
  const envelopes = (): Envelope[] =>
    receiver.received
      .filter((request) => request.path.startsWith('/api/1/envelope/'))
      .map((request) => {
        // The SDK gzips a large envelope.
        const body = request.headers['content-encoding'] === 'gzip' ? gunzipSync(request.raw) : request.raw;
        return { raw: body.toString('latin1'), items: parseEnvelope(body) };
      });
  return {
    dsn: receiver.url('/1').replace('http://', 'http://publickey@'),
    envelopes,
    /** The error events received, in order. */
    events: () =>
      envelopes().flatMap((e) => e.items.filter((item) => item.type === 'event').map((item) => item.json())),
    close: receiver.close,
  };
};
