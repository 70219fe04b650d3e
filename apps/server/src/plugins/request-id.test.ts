import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { loggerOptions } from '../lib/logger.ts';

const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(JSON.parse(String(chunk)));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logger: pino(loggerOptions('info'), sink) });
});
afterAll(() => t.close());

describe('request id and request log', () => {
  it('answers with the request id and logs the request once, when answered', async () => {
    lines.length = 0;
    const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'probe-0001' } });
    expect(res.headers['x-request-id']).toBe('probe-0001');
    await new Promise((resolve) => setImmediate(resolve));
    const logged = lines.filter((line) => line.reqId === 'probe-0001');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/healthz' },
      res: { statusCode: res.statusCode },
    });
    expect(typeof logged[0]?.responseTime).toBe('number');
  });
});
