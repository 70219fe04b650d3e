import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { bearer } from '../../test/identity.ts';
import { createKeys } from '../../test/merchant-api.ts';
import { signUpMerchant } from '../../test/merchants.ts';
import { queryRows } from '../db/client.ts';

const limit = { bucket: 'test', max: 3, windowSeconds: 60 };
/**
 * Windows are aligned to the clock's minute; a burst that straddles a boundary would be counted in
 * two windows, so start bursts with a few seconds of the window left.
 */
const awayFromWindowEdge = async () => {
  const left = 60 - ((Date.now() / 1000) % 60);
  if (left < 5) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 100));
};

const get = (t: TestApp, url: string, ip: string, language = 'en-US') =>
  t.app.inject({ method: 'GET', url, remoteAddress: ip, headers: { 'accept-language': language } });

/** A route with an abuse limit of its own, as sign-in, registration and the checkout have. */
const abuseRule = { bucket: 'abuse_probe', max: 3, windowSeconds: 60 };
/** The same kind of limit over 2 s, so a test can straddle a window boundary without waiting a minute for one. */
const shortRule = { bucket: 'abuse_short', max: 20, windowSeconds: 2 };
const abuseProbe = (app: FastifyInstance) => {
  app.get('/v1/abuse-probe', { config: { rateLimit: abuseRule }, schema: { hide: true, security: [] } }, async () => ({
    ok: true,
  }));
  app.get('/v1/abuse-short', { config: { rateLimit: shortRule }, schema: { hide: true, security: [] } }, async () => ({
    ok: true,
  }));
};

/** The API limit's shared count of an address in the current window, as the processes reconciled it. */
const sharedHits = async (ip: string) => {
  const [row] = await queryRows<{ hits: number }>(
    database.db,
    sql`select hits from rate_limit_counters where bucket = ${limit.bucket} and key = ${ip}
        and window_start = to_timestamp(floor(extract(epoch from now()) / 60) * 60)`,
  );
  return row?.hits ?? 0;
};

let database: TestDatabase;
let one: TestApp;
let two: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  one = await createTestApp({ database, apiRateLimit: limit, routes: abuseProbe });
  two = await createTestApp({ database, apiRateLimit: limit, routes: abuseProbe });
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
    expect(zh.json<{ message: string }>().message).toMatch(/^请求过于频繁，请在 \d+ 秒后重试。$/);
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

  it('shares one counter between processes on the same database, reconciled within a second', async () => {
    const ip = '203.0.113.4';
    await awayFromWindowEdge();
    const first = [(await get(one, '/v1/countries', ip)).statusCode, (await get(one, '/v1/countries', ip)).statusCode];
    // Counted in memory: the row holds the hits once the process has reconciled.
    await expect.poll(() => sharedHits(ip), { timeout: 2_000, interval: 50 }).toBe(2);
    const then = [(await get(two, '/v1/countries', ip)).statusCode, (await get(two, '/v1/countries', ip)).statusCode];
    expect([...first, ...then]).toEqual([200, 200, 200, 429]);
  });

  it("counts an API key's calls against the key, from any address, and nothing else against it", async () => {
    await awayFromWindowEdge();
    const owner = await signUpMerchant(one, 'limits@example.com', 'Limits Ltd');
    const keys = await createKeys(one, owner.token, false);
    const call = (ip: string) =>
      one.app.inject({ method: 'GET', url: '/api/payments', remoteAddress: ip, headers: bearer(keys.secret) });
    const statuses = [];
    for (const ip of ['203.0.113.30', '203.0.113.31', '203.0.113.32', '203.0.113.33']) {
      statuses.push((await call(ip)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    // The addresses themselves are untouched by the key's calls.
    expect((await get(one, '/v1/countries', '203.0.113.30')).headers['ratelimit-remaining']).toBe('2');
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

describe('abuse limits (a token bucket per route and IP)', () => {
  it('refills one request every window / max, shared by processes, with meaningful headers', async () => {
    const ip = '203.0.113.20';
    const allowed = [
      await get(one, '/v1/abuse-probe', ip),
      await get(two, '/v1/abuse-probe', ip),
      await get(one, '/v1/abuse-probe', ip),
    ];
    expect(allowed.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(allowed.map((r) => r.headers['ratelimit-remaining'])).toEqual(['2', '1', '0']);
    expect(allowed.map((r) => r.headers['ratelimit-limit'])).toEqual(['3', '3', '3']);
    // The quota is whole again once every used token has come back: 20 s each.
    expect(allowed.map((r) => Number(r.headers['ratelimit-reset']))).toEqual([20, 40, 60]);

    const refused = await get(two, '/v1/abuse-probe', ip);
    expect(refused.statusCode).toBe(429);
    // The next token comes back 20 s after the first was taken, not when some minute ends.
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(19);
    expect(retryAfter).toBeLessThanOrEqual(20);
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    expect(refused.headers['ratelimit-reset']).toBe(String(retryAfter));
    expect(refused.json()).toMatchObject({
      message: `Too many requests. Please try again in ${retryAfter} seconds.`,
      error: { code: 'rate_limited' },
    });

    // 20 s later (moved back on the bucket's clock), exactly one more passes.
    await database.db.execute(
      sql`update rate_limit_buckets set tat = tat - interval '20 seconds' where bucket = 'abuse_probe'`,
    );
    const refilled = [await get(one, '/v1/abuse-probe', ip), await get(two, '/v1/abuse-probe', ip)];
    expect(refilled.map((r) => r.statusCode)).toEqual([200, 429]);
  });

  it('lets exactly max through when they arrive at once from two processes', async () => {
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => get(i % 2 ? one : two, '/v1/abuse-probe', '203.0.113.21')),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(9);
  });

  it('lets no burst straddling a window boundary through twice: max per window is max in any window', async () => {
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const windowMs = shortRule.windowSeconds * 1000;
    // Start 0.2 s before a window of the wall clock ends, where a fixed window would count afresh.
    await sleep((windowMs - (Date.now() % windowMs) + windowMs - 200) % windowMs);
    const started = performance.now();
    // Twice the limit over 0.4 s, alternating between two server processes.
    const answers = await Promise.all(
      Array.from({ length: 2 * shortRule.max }, async (_, i) => {
        await sleep(i * 10);
        return get(i % 2 ? one : two, '/v1/abuse-short', '203.0.113.22');
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const passed = answers.filter((r) => r.statusCode === 200).length;
    // One token comes back every window / max: the limit, plus what refilled while the burst lasted.
    const emission = shortRule.windowSeconds / shortRule.max;
    expect(passed).toBeGreaterThanOrEqual(shortRule.max);
    expect(passed).toBeLessThanOrEqual(shortRule.max + 1 + Math.floor(elapsed / emission));
    expect(answers.find((r) => r.statusCode === 429)?.headers['ratelimit-remaining']).toBe('0');
  });
});
