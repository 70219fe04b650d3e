import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

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

/** A stand-in for Sentry's ingest on 127.0.0.1: keeps every envelope posted to the DSN's project. */
export const startErrorIngest = async () => {
  const envelopes: Envelope[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      // The SDK gzips a large envelope.
      const sent = Buffer.concat(chunks);
      const body = request.headers['content-encoding'] === 'gzip' ? gunzipSync(sent) : sent;
      if (request.url?.startsWith('/api/1/envelope/')) {
        envelopes.push({ raw: body.toString('latin1'), items: parseEnvelope(body) });
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://publickey@127.0.0.1:${port}/1`,
    envelopes,
    /** The error events received, in order. */
    events: () => envelopes.flatMap((e) => e.items.filter((item) => item.type === 'event').map((item) => item.json())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
