import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export type Delivery = { path: string; headers: http.IncomingHttpHeaders; body: string };

/**
 * A merchant's webhook receiver on 127.0.0.1 (test mode may post to private addresses). Each
 * path answers the status it is set to (200 until told otherwise) and keeps what it was sent.
 */
export const startReceiver = async () => {
  const received: Delivery[] = [];
  const statuses = new Map<string, number>();
  const waiters: (() => void)[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(statuses.get(path) ?? 200, { 'content-type': 'text/plain' }).end('ok');
      for (const wake of waiters.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const at = (path: string) => received.filter((delivery) => delivery.path === path);
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    at,
    answer: (path: string, status: number) => statuses.set(path, status),
    /** Resolves once `path` has been sent `count` deliveries; fails after `timeoutMs`. */
    waitFor: async (path: string, count: number, timeoutMs = 30_000) => {
      const deadline = Date.now() + timeoutMs;
      while (at(path).length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`${path} got ${at(path).length} deliveries, not ${count}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return at(path);
    },
    /** Checks a delivery's signature with the Standard Webhooks library, as the merchant's server would. */
    verify: (secret: string, delivery: Delivery) =>
      new Webhook(secret).verify(delivery.body, {
        'webhook-id': String(delivery.headers['webhook-id']),
        'webhook-timestamp': String(delivery.headers['webhook-timestamp']),
        'webhook-signature': String(delivery.headers['webhook-signature']),
      }) as { id: string; type: string; data: { object: { id: string; status: string } } },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
