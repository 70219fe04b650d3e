import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, body } from '../../../test/identity.ts';
import { addMember, disableAccount } from '../../../test/merchants.ts';
import { type PayinMerchant, paidLivePayment, paidPayment, payinMerchant } from '../../../test/payin.ts';
import { refunds } from '../../db/schema/payments.ts';
import { findBalance } from '../ledger/ledger.repository.ts';
import { settleDueRefunds } from './refunds.service.ts';

let t: TestApp;
let m: PayinMerchant;
beforeAll(async () => {
  t = await createTestApp();
  m = await payinMerchant(t, 'refunds-owner@example.com');
});
afterAll(() => t.close());

const refund = (payment_id: string, amount: number, api = m.api) =>
  api.POST('/api/refunds', { body: { payment_id, amount, description: 'Returned' } });
const paymentOf = async (id: string) =>
  (await m.api.GET('/api/payments/{id}', { params: { path: { id } } })).data?.data;
const errorOf = (res: { error?: unknown; response: Response }) => ({
  status: res.response.status,
  ...((res.error as { error: { code: string; message: string } } | undefined)?.error ?? {}),
});

describe('POST /api/refunds', () => {
  it('refunds part of a paid payment: pending, reserved, and taken from the balance at once', async () => {
    const paymentId = await paidPayment(m, 10_000);
    const res = await refund(paymentId, 3_000);
    expect(res.data?.data).toMatchObject({
      object: 'refund',
      payment_id: paymentId,
      payment_method: 'fps_hk',
      status: 'pending',
      amount: 3_000,
      amount_local: 3_000,
      currency: 'HKD',
      description: 'Returned',
      time_refunded: null,
    });
    expect(await paymentOf(paymentId)).toMatchObject({
      amount_refund_pending: 3_000,
      amount_refunded: 0,
      amount_refundable: 7_000,
    });
    const entries = await m.api.GET('/api/balance_transactions', { params: { query: { type: 'refund' } } });
    // Money out is available (taken from what the merchant can withdraw) at once.
    expect(entries.data?.data.list[0]).toMatchObject({
      amount: -3_000,
      net: -3_000,
      fee_total: 0,
      source_type: 'refund',
      status: 'available',
    });
  });

  it("says the amount can't be zero, and by how much the maximum is exceeded, in both languages", async () => {
    const paymentId = await paidPayment(m, 10_000);
    expect(errorOf(await refund(paymentId, 0))).toMatchObject({
      status: 422,
      code: 'refund_amount_zero',
      message: 'The refund amount cannot be zero',
    });
    await refund(paymentId, 4_000);
    expect(errorOf(await refund(paymentId, 6_050))).toMatchObject({
      status: 422,
      code: 'refund_amount_exceeded',
      message: 'The maximum refund amount cannot be exceeded by HKD 0.50',
    });
    const zh = apiClient(t, m.testKey, 'zh-CN');
    expect(errorOf(await refund(paymentId, 6_050, zh))).toMatchObject({
      message: '退款金额不能超过最大可退金额，超出 HKD 0.50',
    });
    expect(errorOf(await refund(paymentId, 0, zh))).toMatchObject({ message: '退款金额不能为零' });
    expect((await refund(paymentId, 6_000)).response.status).toBe(200);
    expect((await paymentOf(paymentId))?.amount_refundable).toBe(0);
  });

  it('refunds paid payments only, and not a foreign one', async () => {
    const unpaid = await m.api.POST('/api/payments', {
      body: { payment_method: 'fps_hk', amount: 1_000, currency: 'HKD' },
    });
    expect(errorOf(await refund(unpaid.data?.data.id ?? '', 100))).toMatchObject({
      status: 409,
      code: 'payment_not_refundable',
    });
    const other = await payinMerchant(t, 'refunds-other@example.com');
    const foreign = await paidPayment(other);
    expect(errorOf(await refund(foreign, 100))).toMatchObject({ status: 404, code: 'payment_not_found' });
    // The same payment in the other mode is not there either.
    expect(errorOf(await refund(await paidPayment(m), 100, apiClient(t, m.liveKey)))).toMatchObject({ status: 404 });
  });

  it('never refunds more than the payment under 50 concurrent refunds', async () => {
    const paymentId = await paidPayment(m, 10_000);
    const total = async () => {
      const balance = await findBalance(t.database.db, { accountId: m.accountId, livemode: false, currency: 'HKD' });
      return (balance?.available ?? 0) + (balance?.pending ?? 0);
    };
    const before = await total();
    const results = await Promise.all(Array.from({ length: 50 }, () => refund(paymentId, 300)));
    const statuses = results.map((res) => res.response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(33);
    expect(statuses.filter((status) => status === 422)).toHaveLength(17);
    expect(await paymentOf(paymentId)).toMatchObject({ amount_refund_pending: 9_900, amount_refundable: 100 });
    const after = await total();
    expect(before - after).toBe(9_900);
  });
});

describe('refund outcomes', () => {
  it('test mode: the simulator answers refunded or failed; a failure returns the amount', async () => {
    const paymentId = await paidPayment(m, 10_000);
    const done = (await refund(paymentId, 2_000)).data?.data.id ?? '';
    const failing = (await refund(paymentId, 3_000)).data?.data.id ?? '';
    const settled = await m.api.POST('/api/refunds/{id}/simulate', {
      params: { path: { id: done } },
      body: { outcome: 'refunded' },
    });
    expect(settled.data?.data).toMatchObject({ status: 'refunded' });
    expect(settled.data?.data.time_refunded).toBeGreaterThan(0);
    const failed = await m.api.POST('/api/refunds/{id}/simulate', {
      params: { path: { id: failing } },
      body: { outcome: 'failed', failure_code: 'payer_account_closed' },
    });
    expect(failed.data?.data).toMatchObject({
      status: 'failed',
      failure_code: 'payer_account_closed',
      failure_message: "The payer's account is closed.",
    });
    expect(await paymentOf(paymentId)).toMatchObject({
      amount_refunded: 2_000,
      amount_refund_pending: 0,
      amount_refundable: 8_000,
    });
    const entries = await m.api.GET('/api/balance_transactions', { params: { query: { source_id: failing } } });
    expect(entries.data?.data.list.map((entry) => [entry.type, entry.net])).toEqual([
      ['refund_failure', 3_000],
      ['refund', -3_000],
    ]);
    const again = await m.api.POST('/api/refunds/{id}/simulate', {
      params: { path: { id: done } },
      body: { outcome: 'failed' },
    });
    expect(errorOf(again)).toMatchObject({ status: 409, code: 'refund_status_invalid' });
    const live = apiClient(t, m.liveKey);
    const livePayment = await paidLivePayment(t, m);
    const liveRefund = (await refund(livePayment, 1_000, live)).data?.data.id ?? '';
    const liveTry = await live.POST('/api/refunds/{id}/simulate', {
      params: { path: { id: liveRefund } },
      body: { outcome: 'refunded' },
    });
    expect(errorOf(liveTry)).toMatchObject({ status: 409, code: 'test_mode_only' });
  });

  it('the settle job asks the gateway about refunds pending for a while', async () => {
    const paymentId = await paidPayment(m, 10_000);
    const id = (await refund(paymentId, 1_000)).data?.data.id ?? '';
    const status = async () => (await m.api.GET('/api/refunds/{id}', { params: { path: { id } } })).data?.data.status;
    // Other tests' refunds may have aged past the wait on a slow run: only this one's fate is asserted.
    await settleDueRefunds(t.ctx);
    expect(await status()).toBe('pending');
    await t.database.db
      .update(refunds)
      .set({ timeCreated: new Date(Date.now() - 60_000) })
      .where(eq(refunds.id, id));
    expect(await settleDueRefunds(t.ctx)).toBeGreaterThan(0);
    expect(await status()).toBe('refunded');
  });
});

describe('GET /api/refunds', () => {
  it('lists by status and payment, with the payment reference', async () => {
    const fresh = await payinMerchant(t, 'refunds-list@example.com');
    const created = await fresh.api.POST('/api/payments', {
      body: { payment_method: 'fps_hk', amount: 5_000, currency: 'HKD', reference: 'ref-list' },
    });
    const paymentId = created.data?.data.id ?? '';
    const token = new URL(created.data?.data.action.url ?? 'http://x').searchParams.get('token') ?? '';
    await fresh.api.POST('/v1/checkout/{id}/simulate', {
      params: { path: { id: paymentId } },
      body: { token, outcome: 'pay_full' },
    });
    const first = (await refund(paymentId, 1_000, fresh.api)).data?.data.id ?? '';
    const second = (await refund(paymentId, 1_000, fresh.api)).data?.data.id ?? '';
    await fresh.api.POST('/api/refunds/{id}/simulate', {
      params: { path: { id: first } },
      body: { outcome: 'refunded' },
    });
    const list = async (query: object) =>
      (await fresh.api.GET('/api/refunds', { params: { query: query as never } })).data?.data;
    expect((await list({}))?.list.map((r) => [r.id, r.payment_reference])).toEqual([
      [second, 'ref-list'],
      [first, 'ref-list'],
    ]);
    expect((await list({ status: 'refunded' }))?.list.map((r) => r.id)).toEqual([first]);
    expect((await list({ payment_id: paymentId, status: 'all' }))?.total).toBe(2);
    expect((await list({ payment_id: 'pay_other' }))?.total).toBe(0);
    const missing = await apiClient(t, fresh.testKey, 'zh-CN').GET('/api/refunds/{id}', {
      params: { path: { id: 're_x' } },
    });
    expect(errorOf(missing)).toMatchObject({ status: 404, code: 'refund_not_found', message: '退款记录不存在。' });
  });

  it('needs add_refund, which a disabled account forces off even for its owner', async () => {
    const paymentId = await paidPayment(m);
    const developer = await addMember(t, m.accountId, ['developer']);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/refunds',
      headers: bearer(developer.token),
      payload: { livemode: 0, payment_id: paymentId, amount: 100 },
    });
    expect(res.statusCode).toBe(403);
    await disableAccount(t, m.accountId);
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/refunds',
      headers: bearer(m.token),
      payload: { livemode: 0, payment_id: paymentId, amount: 100 },
    });
    expect(owner.statusCode).toBe(403);
    expect(body(owner).error.code).toBe('forbidden');
    expect((await refund(paymentId, 100)).response.status).toBe(403);
  });
});
