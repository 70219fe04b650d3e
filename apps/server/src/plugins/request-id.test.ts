import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer } from '../../test/identity.ts';
import { createKeys } from '../../test/merchant-api.ts';
import { signUpMerchant } from '../../test/merchants.ts';
import { loggerOptions } from '../lib/logger.ts';
import { childLoggerFactory, genReqId, OneLinePerRequest } from './request-id.ts';

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

  const linesOf = async (requestId: string) => {
    await new Promise((resolve) => setImmediate(resolve));
    return lines.filter((line) => line.reqId === requestId);
  };

  it("names a merchant API call's key in its line, and never its token", async () => {
    const owner = await signUpMerchant(t, 'log-owner@example.com', 'Log Ltd');
    const keys = await createKeys(t, owner.token, false);
    lines.length = 0;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/payments',
      headers: { ...bearer(keys.secret), 'x-request-id': 'probe-0002' },
    });
    expect(res.statusCode).toBe(200);
    const logged = await linesOf('probe-0002');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ msg: 'request completed', apiKeyId: keys.secretId });
    expect(JSON.stringify(logged)).not.toContain(keys.secret);
  });

  it("binds the request id to what else a request logs, as pino's own child would", async () => {
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/api/payments', headers: { 'x-request-id': 'probe-0003' } });
    const logged = await linesOf('probe-0003');
    expect(logged.map((line) => line.msg)).toEqual(['request refused', 'request completed']);
    expect(logged[0]).toMatchObject({ code: 'unauthenticated', status: 401 });
  });

  it("writes the completed line directly as pino writes it through Fastify's serializers", async () => {
    const lineOf = async (direct: boolean) => {
      const written: string[] = [];
      const out = new Writable({
        write(chunk, _encoding, done) {
          written.push(String(chunk));
          done();
        },
      });
      const app = Fastify({
        loggerInstance: pino(loggerOptions('info'), out),
        genReqId,
        logController: new OneLinePerRequest(),
        // Without the factory, request.log is pino's own child and the line goes through pino.
        ...(direct && { childLoggerFactory }),
      });
      app.get('/probe', async () => ({ ok: true }));
      await app.inject({ method: 'GET', url: '/probe?x=1', headers: { 'x-request-id': 'probe-0004' } });
      await app.close();
      const [line] = written.map((text) => JSON.parse(text)).filter((entry) => entry.reqId === 'probe-0004');
      return line;
    };
    const { time, responseTime, ...direct } = await lineOf(true);
    const { time: pinoTime, responseTime: pinoResponseTime, ...throughPino } = await lineOf(false);
    expect(direct).toEqual(throughPino);
    expect(direct).toMatchObject({ msg: 'request completed', req: { method: 'GET', url: '/probe?x=1' } });
    for (const value of [time, pinoTime, responseTime, pinoResponseTime]) expect(typeof value).toBe('number');
  });
});
