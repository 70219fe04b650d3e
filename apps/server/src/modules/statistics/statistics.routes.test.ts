import type { Statistics } from '@paydeck/contract/statistics';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type PayinMerchant, payinMerchant, tokenOf } from '../../../test/payin.ts';
import { payments } from '../../db/schema/payments.ts';
import { rebuildStatistics } from './statistics-rebuild.service.ts';

let t: TestApp;
let m: PayinMerchant;

/** A test payment paid in full, then dated to `paidAt` (the buckets are rebuilt from the tables). */
const paidAt = async (
  merchant: PayinMerchant,
  paidTime: string,
  payment_method: 'fps_hk' | 'alipay_hk' | 'paynow_sg',
  amount: number,
) => {
  const currency = payment_method === 'paynow_sg' ? 'SGD' : 'HKD';
  const created = await merchant.api.POST('/api/payments', { body: { payment_method, amount, currency } });
  const payment = created.data?.data;
  if (!payment) throw new Error(JSON.stringify(created.error));
  await merchant.api.POST('/v1/checkout/{id}/simulate', {
    params: { path: { id: payment.id } },
    body: { token: tokenOf(payment), outcome: 'pay_full' },
  });
  await t.database.db
    .update(payments)
    .set({ timePaid: new Date(paidTime) })
    .where(eq(payments.id, payment.id));
};

beforeAll(async () => {
  t = await createTestApp();
  m = await payinMerchant(t, 'statistics@example.com');
  // Shanghai (UTC+8) and New York (UTC-4 from 8 March 2026) see these on different days.
  await paidAt(m, '2026-03-10T02:00:00Z', 'fps_hk', 10_000); // SH 03-10 10:00, NY 03-09 22:00
  await paidAt(m, '2026-03-10T15:30:00Z', 'alipay_hk', 5_000); // SH 03-10 23:30, NY 03-10 11:30
  await paidAt(m, '2026-03-10T20:00:00Z', 'paynow_sg', 7_000); // SH 03-11 04:00, NY 03-10 16:00
  await paidAt(m, '2026-03-07T12:00:00Z', 'fps_hk', 3_000); // the previous period in both
  // Another merchant's payment on the same day never counts: the figures below are m's alone.
  const other = await payinMerchant(t, 'statistics-other@example.com', 'Other Shop Ltd');
  await paidAt(other, '2026-03-10T03:00:00Z', 'fps_hk', 99_000);
  await rebuildStatistics(t.database.db, null);
});
afterAll(() => t.close());

/** The merchant moves the account to a zone in its settings (the days are cut again in it). */
const inZone = async (timeZone: string) => {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/v1/accounts/${m.accountId}`,
    headers: { authorization: `Bearer ${m.token}` },
    payload: { timezone: timeZone },
  });
  expect(res.statusCode, res.body).toBe(200);
};

const statistics = async (query: Record<string, string>, locale: 'en-US' | 'zh-CN' = 'en-US') => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/statistics',
    query,
    headers: { authorization: `Bearer ${m.testKey}`, 'accept-language': locale },
  });
  return { status: res.statusCode, body: res.json() as { data: Statistics; error: { code: string; message: string } } };
};

const volumes = (answer: Statistics, currency: string) =>
  answer.currencies
    .find((c) => c.currency === currency)
    ?.series.map((bucket) => [bucket.label, bucket.payment_volume, bucket.payment_count]);

describe('GET /api/statistics', () => {
  it("cuts days in the account's zone: Asia/Shanghai and America/New_York differ for the same payments", async () => {
    await inZone('Asia/Shanghai');
    const shanghai = (await statistics({ from: '2026-03-09', to: '2026-03-11' })).body.data;
    expect(shanghai).toMatchObject({
      time_zone: 'Asia/Shanghai',
      granularity: 'day',
      previous_from: '2026-03-06',
      previous_to: '2026-03-08',
    });
    expect(shanghai.currencies.map((c) => c.currency)).toEqual(['HKD', 'SGD']);
    expect(volumes(shanghai, 'HKD')).toEqual([
      ['2026-03-09', 0, 0],
      ['2026-03-10', 15_000, 2],
      ['2026-03-11', 0, 0],
    ]);
    expect(volumes(shanghai, 'SGD')).toEqual([
      ['2026-03-09', 0, 0],
      ['2026-03-10', 0, 0],
      ['2026-03-11', 7_000, 1],
    ]);
    // Each bucket starts at the zone's midnight.
    expect(shanghai.currencies[0]?.series[0]?.start).toBe(Date.parse('2026-03-08T16:00:00Z') / 1000);

    await inZone('America/New_York');
    const newYork = (await statistics({ from: '2026-03-09', to: '2026-03-11' })).body.data;
    expect(volumes(newYork, 'HKD')).toEqual([
      ['2026-03-09', 10_000, 1],
      ['2026-03-10', 5_000, 1],
      ['2026-03-11', 0, 0],
    ]);
    expect(volumes(newYork, 'SGD')).toEqual([
      ['2026-03-09', 0, 0],
      ['2026-03-10', 7_000, 1],
      ['2026-03-11', 0, 0],
    ]);
    expect(newYork.currencies[0]?.series[0]?.start).toBe(Date.parse('2026-03-09T04:00:00Z') / 1000);
  });

  it('gives each currency its summary, the previous period, and methods by volume; never sums currencies', async () => {
    await inZone('Asia/Shanghai');
    const answer = (await statistics({ from: '2026-03-09', to: '2026-03-11' })).body.data;
    const hkd = answer.currencies.find((c) => c.currency === 'HKD');
    expect(hkd?.summary).toMatchObject({
      payment_volume: 15_000,
      payment_count: 2,
      failed_count: 0,
      success_rate: 1,
      refund_rate: 0,
      dispute_rate: 0,
      net_settled: 0,
    });
    expect(hkd?.previous).toMatchObject({ payment_volume: 3_000, payment_count: 1 });
    expect(hkd?.methods.map((x) => [x.payment_method, x.payment_volume])).toEqual([
      ['fps_hk', 10_000],
      ['alipay_hk', 5_000],
    ]);
    // An empty bucket has nothing to divide by.
    expect(hkd?.series[0]).toMatchObject({ payment_volume: 0, success_rate: null, refund_rate: null });
    const sgd = answer.currencies.find((c) => c.currency === 'SGD');
    expect(sgd?.summary.payment_volume).toBe(7_000);
    expect(sgd?.previous.payment_volume).toBe(0);
    // Live mode has none of the test payments.
    const live = await apiClient(t, m.liveKey).GET('/api/statistics', {
      params: { query: { from: '2026-03-09', to: '2026-03-11' } },
    });
    expect(live.data?.data.currencies).toEqual([]);
  });

  it('cuts ISO weeks from Monday, calendar months and hours (23 on a spring-forward day)', async () => {
    await inZone('America/New_York');
    const labels = async (query: Record<string, string>) =>
      (await statistics(query)).body.data.currencies[0]?.series.map((bucket) => bucket.label);
    expect(await labels({ from: '2026-03-04', to: '2026-03-17', granularity: 'week' })).toEqual([
      '2026-03-04',
      '2026-03-09',
      '2026-03-16',
    ]);
    expect(await labels({ from: '2026-01-15', to: '2026-03-10', granularity: 'month' })).toEqual([
      '2026-01-15',
      '2026-02-01',
      '2026-03-01',
    ]);
    const hours = await labels({ from: '2026-03-08', to: '2026-03-08', granularity: 'hour' });
    expect(hours).toHaveLength(23);
    expect(hours?.slice(1, 3)).toEqual(['2026-03-08 01:00', '2026-03-08 03:00']);
  });

  it('cuts a half-hour zone (Asia/Kolkata, UTC+5:30) exactly, by hour and by day', async () => {
    await inZone('Asia/Kolkata');
    // 15:30Z is 21:00 in Kolkata: an hourly UTC bucket (15:00Z, 20:30 there) would have shown it
    // in the 20:00 hour; quarter-hour buckets give each payment its own local hour.
    const hourly = (await statistics({ from: '2026-03-10', to: '2026-03-11', granularity: 'hour' })).body.data;
    const paidHours = (currency: string) =>
      hourly.currencies
        .find((c) => c.currency === currency)
        ?.series.filter((bucket) => bucket.payment_count > 0)
        .map((bucket) => [bucket.label, bucket.payment_volume, bucket.start]);
    expect(paidHours('HKD')).toEqual([
      ['2026-03-10 07:00', 10_000, Date.parse('2026-03-10T01:30:00Z') / 1000],
      ['2026-03-10 21:00', 5_000, Date.parse('2026-03-10T15:30:00Z') / 1000],
    ]);
    expect(paidHours('SGD')).toEqual([['2026-03-11 01:00', 7_000, Date.parse('2026-03-10T19:30:00Z') / 1000]]);
    const daily = (await statistics({ from: '2026-03-10', to: '2026-03-11' })).body.data;
    expect(volumes(daily, 'SGD')).toEqual([
      ['2026-03-10', 0, 0],
      ['2026-03-11', 7_000, 1],
    ]);
    expect(volumes(daily, 'HKD')).toEqual([
      ['2026-03-10', 15_000, 2],
      ['2026-03-11', 0, 0],
    ]);
  });

  it('refuses a reversed range, one too long, too many buckets and a date that does not exist', async () => {
    const refused = async (query: Record<string, string>, locale: 'en-US' | 'zh-CN' = 'en-US') => {
      const { status, body } = await statistics(query, locale);
      return { status, code: body.error.code, message: body.error.message };
    };
    expect(await refused({ from: '2026-03-10', to: '2026-03-09' })).toMatchObject({
      status: 422,
      code: 'statistics_range_reversed',
    });
    expect(await refused({ from: '2025-01-01', to: '2026-01-02' }, 'zh-CN')).toEqual({
      status: 422,
      code: 'statistics_range_too_long',
      message: '时间范围最长为 366 天，请选择更短的范围。',
    });
    expect(await refused({ from: '2026-01-01', to: '2026-02-03', granularity: 'hour' })).toEqual({
      status: 422,
      code: 'statistics_too_many_buckets',
      message:
        'This range has 816 buckets at this granularity; at most 800 fit. Choose a coarser granularity or a shorter range.',
    });
    expect(await refused({ from: '2026-02-30', to: '2026-03-01' })).toMatchObject({
      status: 422,
      code: 'statistics_date_invalid',
    });
    expect((await statistics({ from: '2026-3-1', to: '2026-03-02' })).status).toBe(422);
    expect((await statistics({ from: '2025-01-01', to: '2026-01-01', granularity: 'week' })).status).toBe(200);
  });
});
