import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export type Received = { path: string; id: string; headers: http.IncomingHttpHeaders; body: string; raw: Buffer };

/**
 * A real HTTP receiver on 127.0.0.1. Each path answers as it is told (`answer`), 200 otherwise.
 * `verify` checks a delivery with the Standard Webhooks library itself, as a merchant would.
 */
export const startReceiver = async () => {
  const received: Received[] = [];
  const answers = new Map<string, number[]>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const raw = Buffer.concat(chunks);
      received.push({
        path,
        id: String(request.headers['webhook-id']),
        headers: request.headers,
        body: raw.toString('utf8'),
        raw,
      });
      const queue = answers.get(path);
      const status = queue?.length ? (queue.length > 1 ? queue.shift() : queue[0]) : 200;
      response.writeHead(status ?? 200, { 'content-type': 'text/plain' }).end(`answered ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    at: (path: string) => received.filter((r) => r.path === path),
    /** The statuses a path answers, in turn; the last one repeats. */
    answer: (path: string, ...statuses: number[]) => answers.set(path, statuses),
    verify: (secret: string, delivery: Received) =>
      new Webhook(secret).verify(delivery.body, {
        'webhook-id': String(delivery.headers['webhook-id']),
        'webhook-timestamp': String(delivery.headers['webhook-timestamp']),
        'webhook-signature': String(delivery.headers['webhook-signature']),
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
