import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';

const limit = { bucket: 'test', max: 3, windowSeconds: 60 };
/**
 * Windows are aligned to the database clock's minute; a burst that straddles a boundary would be
 * counted in two windows, so start bursts with a few seconds of the window left.
 */
const awayFromWindowEdge = async () => {
  const left = 60 - ((Date.now() / 1000) % 60);
  if (left < 5) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 100));
};

const get = (t: TestApp, url: string, ip: string, language = 'en-US') =>
  t.app.inject({ method: 'GET', url, remoteAddress: ip, headers: { 'accept-language': language } });

let database: TestDatabase;
let one: TestApp;
let two: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  one = await createTestApp({ database, apiRateLimit: limit });
  two = await createTestApp({ database, apiRateLimit: limit });
});
afterAll(async () => {
  await one.close();
  await two.close();
  await database.destroy();
});

describe('API rate limit', () => {
  it('answers the 4th request in a window with a localized 429', async () => {
    const ip = '203.0.113.1';
    await awayFromWindowEdge();
    const allowed = [
      await get(one, '/v1/countries', ip),
      await get(one, '/v1/countries', ip),
      await get(one, '/v1/countries', ip),
    ];
    expect(allowed.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(allowed.map((r) => r.headers['ratelimit-remaining'])).toEqual(['2', '1', '0']);
    expect(allowed[0]?.headers['ratelimit-limit']).toBe('3');

    const refused = await get(one, '/v1/countries', ip);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers['ratelimit-limit']).toBe('3');
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    expect(refused.headers['ratelimit-reset']).toBe(String(retryAfter));
    expect(refused.headers['x-request-id']).toBeTruthy();
    expect(refused.json()).toMatchObject({
      success: false,
      message: `Too many requests. Please try again in ${retryAfter} seconds.`,
      error: { code: 'rate_limited', type: 'rate_limit_error' },
    });

    const zh = await get(one, '/v1/countries', ip, 'zh-CN');
    expect(zh.statusCode).toBe(429);
    expect(zh.json<{ message: string }>().message).toMatch(/^请求过于频繁,请在 \d+ 秒后重试。$/);
  });

  it('counts each client IP separately', async () => {
    expect((await get(one, '/v1/countries', '203.0.113.2')).statusCode).toBe(200);
  });

  it('ignores a client-chosen X-Forwarded-For when no proxy is trusted', async () => {
    await awayFromWindowEdge();
    const ip = '203.0.113.9';
    const spoofed = (n: number) =>
      one.app.inject({
        method: 'GET',
        url: '/v1/countries',
        remoteAddress: ip,
        headers: { 'x-forwarded-for': `198.51.100.${n}` },
      });
    const codes = [];
    for (let n = 0; n < 4; n++) codes.push((await spoofed(n)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it('never limits /healthz', async () => {
    const ip = '203.0.113.3';
    for (let i = 0; i < 6; i++) {
      const res = await get(one, '/healthz', ip);
      expect(res.statusCode).toBe(200);
      expect(res.headers['ratelimit-limit']).toBeUndefined();
    }
  });

  it('shares one counter between processes on the same database', async () => {
    const ip = '203.0.113.4';
    await awayFromWindowEdge();
    const statuses = [
      (await get(one, '/v1/countries', ip)).statusCode,
      (await get(one, '/v1/countries', ip)).statusCode,
      (await get(two, '/v1/countries', ip)).statusCode,
      (await get(two, '/v1/countries', ip)).statusCode,
    ];
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('API rate limit under concurrency', () => {
  let busy: TestApp;
  beforeAll(async () => {
    busy = await createTestApp({ database, apiRateLimit: { bucket: 'burst', max: 10, windowSeconds: 60 } });
  });
  afterAll(() => busy.close());

  it('lets exactly max requests through when they arrive at once', async () => {
    await awayFromWindowEdge();
    const responses = await Promise.all(Array.from({ length: 20 }, () => get(busy, '/v1/countries', '203.0.113.5')));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });
});
