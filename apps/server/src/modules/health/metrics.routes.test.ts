import { count } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testConfig } from '../../../test/app.ts';
import { testMailer, testSecretBox } from '../../../test/context.ts';
import { body } from '../../../test/identity.ts';
import { type PayinMerchant, paidPayment, payinMerchant } from '../../../test/payin.ts';
import { eventDeliveries } from '../../db/schema/events.ts';
import { startJobs } from '../../jobs/boss.ts';

const token = 'metrics-token-0123456789abcdef';
let t: TestApp;
let m: PayinMerchant;
beforeAll(async () => {
  t = await createTestApp({ config: { ...testConfig, metricsToken: token } });
  m = await payinMerchant(t, 'metrics@example.com');
});
afterAll(() => t.close());

const scrape = (authorization?: string, language = 'en-US') =>
  t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { 'accept-language': language, ...(authorization ? { authorization } : {}) },
  });

/** The value of one series of the exposition, by its name and labels as written. */
const series = (text: string, name: string, labels: Record<string, string>) => {
  const line = text.split('\n').find((row) => {
    if (!row.startsWith(`${name}{`)) return false;
    return Object.entries(labels).every(([key, value]) => row.includes(`${key}="${value}"`));
  });
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
};

describe('GET /metrics', () => {
  it('counts requests by route pattern and status class, with their latency', async () => {
    const paymentId = await paidPayment(m);
    const get = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${m.testKey}` } });
    expect((await get(`/api/payments/${paymentId}`)).statusCode).toBe(200);
    expect((await get('/api/payments/pay_missing')).statusCode).toBe(404);
    const res = await scrape(`Bearer ${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toContain('# TYPE paydeck_http_requests_total counter');
    const route = { method: 'GET', route: '/api/payments/:id' };
    expect(series(text, 'paydeck_http_requests_total', { ...route, status: '2xx' })).toBe(1);
    expect(series(text, 'paydeck_http_requests_total', { ...route, status: '4xx' })).toBe(1);
    expect(series(text, 'paydeck_http_request_duration_seconds_count', route)).toBe(2);
    expect(series(text, 'paydeck_http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(2);
    expect(text).toContain('# TYPE paydeck_process_cpu_seconds_total counter');
  });

  it('reads the background work from the database: queues, consumers, failing webhooks', async () => {
    const jobs = await startJobs(t.database, {
      work: false,
      logger: pino({ level: 'silent' }),
      mailer: testMailer(t.database.db),
      appLink: t.ctx.appLink,
      secretBox: testSecretBox(),
      webhookAllowPrivateAddresses: false,
    });
    try {
      await jobs.boss.send('exports.generate', {});
      await paidPayment(m);
      const text = (await scrape(`Bearer ${token}`)).body;
      expect(series(text, 'paydeck_job_queue_depth', { queue: 'exports.generate' })).toBe(1);
      expect(series(text, 'paydeck_job_queue_oldest_seconds', { queue: 'exports.generate' })).toBeGreaterThanOrEqual(0);
      // No worker runs here: every event so far waits for its consumers.
      const waiting = await t.database.db
        .select({ consumer: eventDeliveries.consumer, n: count() })
        .from(eventDeliveries)
        .groupBy(eventDeliveries.consumer);
      expect(waiting.length).toBeGreaterThan(0);
      for (const { consumer, n } of waiting) {
        expect(series(text, 'paydeck_event_consumer_backlog', { consumer })).toBe(n);
        expect(series(text, 'paydeck_event_consumer_lag_seconds', { consumer })).toBeGreaterThan(0);
      }
      expect(text).toMatch(/^paydeck_webhook_deliveries_failing 0$/m);
    } finally {
      await jobs.stop(false);
    }
  });

  it('refuses a scrape without the token, in the caller’s language, and shows nothing', async () => {
    for (const [authorization, language, message] of [
      [undefined, 'en-US', 'The metrics token is missing or wrong.'],
      [`Bearer ${token}x`, 'zh-CN', '指标令牌缺失或错误。'],
      ['Bearer wrong', 'en-US', 'The metrics token is missing or wrong.'],
    ] as const) {
      const res = await scrape(authorization, language);
      expect([res.statusCode, body(res).error.code, body(res).error.message]).toEqual([
        401,
        'metrics_token_invalid',
        message,
      ]);
      expect(res.body).not.toContain('paydeck_');
    }
  });

  it('is off without PAYDECK_METRICS_TOKEN', async () => {
    const off = await createTestApp();
    try {
      const res = await off.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
