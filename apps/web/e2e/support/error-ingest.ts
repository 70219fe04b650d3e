import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { inflateSync } from 'node:zlib';

/** One item of an envelope: its header and its payload as sent. */
export type IngestItem = { header: { type: string; length?: number }; payload: Buffer };

/**
 * Sentry's envelope format: a header line, then per item a header line and its payload, `length`
 * bytes when the header says so, else up to the next newline.
 */
const itemsOf = (body: Buffer): IngestItem[] => {
  const items: IngestItem[] = [];
  let at = body.indexOf(0x0a) + 1;
  while (at > 0 && at < body.length) {
    const headerEnd = body.indexOf(0x0a, at);
    const header = JSON.parse(body.subarray(at, headerEnd).toString('utf8')) as IngestItem['header'];
    const start = headerEnd + 1;
    const newline = body.indexOf(0x0a, start);
    const end = header.length ?? (newline < 0 ? body.length : newline) - start;
    items.push({ header, payload: body.subarray(start, start + end) });
    at = start + end + 1;
  }
  return items;
};

/** A replay recording's events: after its header line, deflated (or plain, as the SDK may send). */
export const recordingText = (payload: Buffer) => {
  const events = payload.subarray(payload.indexOf(0x0a) + 1);
  return events[0] === 0x78 ? inflateSync(events).toString('utf8') : events.toString('utf8');
};

/**
 * A stand-in for Sentry's ingest on 127.0.0.1, on another origin than the app (as a real one is):
 * it answers CORS as Sentry does and keeps every envelope the page posts.
 */
export const startErrorIngest = async () => {
  const envelopes: { raw: Buffer; items: IngestItem[] }[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      if (request.method === 'POST' && request.url?.startsWith('/api/1/envelope/')) {
        envelopes.push({ raw: body, items: itemsOf(body) });
      }
      response
        .writeHead(200, {
          'access-control-allow-origin': '*',
          'access-control-allow-headers': 'content-type',
          'content-type': 'application/json',
        })
        .end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const items = (type: string) => envelopes.flatMap((e) => e.items.filter((item) => item.header.type === type));
  return {
    dsn: `http://publickey@127.0.0.1:${port}/1`,
    origin: `http://127.0.0.1:${port}`,
    items,
    /** Everything received, as text: what must not hold personal data. */
    allText: () =>
      envelopes
        .flatMap((e) => e.items)
        .map((item) =>
          item.header.type === 'replay_recording' ? recordingText(item.payload) : item.payload.toString(),
        )
        .join('\n'),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
