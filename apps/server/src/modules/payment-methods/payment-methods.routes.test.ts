import type { PaymentMethod } from '@paydeck/contract/payment-methods';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, body } from '../../../test/identity.ts';
import { activateAccount, addMember, signUpMerchant, type TestOwner } from '../../../test/merchants.ts';
import { operationLogs } from '../../db/schema/operations.ts';

type Page<T> = { list: T[]; total: number; page: number; per_page: number };

let t: TestApp;
let owner: TestOwner;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpMerchant(t, 'methods-owner@example.com', 'Method Shop Ltd');
  await activateAccount(t, owner.accountId);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT', url: string, token = owner.token, payload?: object, language = 'en-US') =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(token), 'accept-language': language },
    ...(payload ? { payload } : {}),
  });

const list = async (query: string, token = owner.token) =>
  body<Page<PaymentMethod>>(await call('GET', `/api/payment_methods?${query}`, token)).data;

const setStatus = (method: string, livemode: 0 | 1, status: 'enable' | 'disable', token = owner.token) =>
  call('PUT', `/api/payment_methods/${method}`, token, { livemode, status });

const methodLog = () =>
  t.database.db
    .select()
    .from(operationLogs)
    .where(and(eq(operationLogs.accountId, owner.accountId), eq(operationLogs.sourceType, 'paymentMethod')));

describe('GET /api/payment_methods', () => {
  it('lists the whole catalogue in order, enabled by default for a payin account', async () => {
    const page = await list('livemode=0&per_page=100');
    expect(page.total).toBe(16);
    expect(page.list[0]?.method).toBe('alipay_cn');
    expect(page.list.every((method) => method.status === 'enable' && method.available && !method.livemode)).toBe(true);
    expect(page.list.find((method) => method.method === 'fps_hk')).toEqual({
      method: 'fps_hk',
      object: 'payment_method',
      name: 'FPS',
      type: 'real_time_payment',
      flow: 'qrcode',
      country: 'HK',
      currencies: ['HKD'],
      business_types: ['payin', 'payout'],
      livemode: false,
      status: 'enable',
      available: true,
      amount_limits: [{ currency: 'HKD', min_amount: 100, max_amount: 100_000_000 }],
      fee: { percentage_bps: 80, fixed: [{ currency: 'HKD', amount: 200 }] },
      time_updated: null,
    });
  });

  it('filters by business type and currency, and pages', async () => {
    const payout = await list('livemode=0&business_type=payout&per_page=100');
    expect(payout.list.map((method) => method.method)).toEqual([
      'alipay_cn',
      'fps_hk',
      'paynow_sg',
      'promptpay_th',
      'gcash_ph',
      'upi_in',
      'pix_br',
    ]);
    const brl = await list('livemode=0&currency=BRL');
    expect(brl.list.map((method) => method.method)).toEqual(['pix_br', 'boleto_br']);
    const second = await list('livemode=0&per_page=5&page=2');
    expect(second).toMatchObject({ total: 16, page: 2, per_page: 5 });
    expect(second.list.map((method) => method.method)).toEqual([
      'paynow_sg',
      'promptpay_th',
      'gcash_ph',
      'dana_id',
      'upi_in',
    ]);
    expect((await call('GET', '/api/payment_methods?livemode=0&currency=XXX')).statusCode).toBe(422);
  });
});

describe('GET /api/payment_methods/{method}', () => {
  it('shows one method, and answers an unknown one with its not-found message', async () => {
    const res = await call('GET', '/api/payment_methods/pix_br?livemode=0');
    expect(body<PaymentMethod>(res).data).toMatchObject({ method: 'pix_br', flow: 'qrcode', currencies: ['BRL'] });
    const missing = await call('GET', '/api/payment_methods/card_us?livemode=0', owner.token, undefined, 'zh-CN');
    expect(missing.statusCode).toBe(404);
    expect(body(missing).error).toMatchObject({ code: 'payment_method_not_found', message: '支付方式不存在。' });
  });
});

describe('PUT /api/payment_methods/{method}', () => {
  it('disables a method in one mode only, and logs the change once', async () => {
    const res = await setStatus('oxxo_mx', 0, 'disable');
    expect(res.statusCode).toBe(200);
    const updated = body<PaymentMethod>(res).data;
    expect(updated).toMatchObject({ method: 'oxxo_mx', status: 'disable', livemode: false });
    expect(updated.time_updated).toBeGreaterThan(0);
    expect((await list('livemode=0&status=disable')).list.map((method) => method.method)).toEqual(['oxxo_mx']);
    expect((await list('livemode=1&status=disable')).total).toBe(0);
    expect((await list('livemode=0&status=enable')).total).toBe(15);

    // The same status again changes nothing and logs nothing.
    expect((await setStatus('oxxo_mx', 0, 'disable')).statusCode).toBe(200);
    const log = await methodLog();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      action: 'updated',
      sourceId: 'oxxo_mx',
      description: 'oxxo_mx [test]: enable → disable',
      operatorUserId: owner.userId,
      refused: false,
    });

    expect(body<PaymentMethod>(await setStatus('oxxo_mx', 0, 'enable')).data.status).toBe('enable');
    expect((await methodLog()).map((row) => row.description)).toContain('oxxo_mx [test]: disable → enable');
  });

  it("can't enable a method serving none of the account's business types", async () => {
    const payoutOnly = await signUpMerchant(t, 'methods-payout@example.com', 'Payout Only Ltd');
    await call('PUT', `/v1/accounts/${payoutOnly.accountId}`, payoutOnly.token, { enable_business: ['payout'] });
    const boleto = body<PaymentMethod>(
      await call('GET', '/api/payment_methods/boleto_br?livemode=0', payoutOnly.token),
    ).data;
    expect(boleto).toMatchObject({ status: 'disable', available: false });
    const res = await setStatus('boleto_br', 0, 'enable', payoutOnly.token);
    expect(res.statusCode).toBe(409);
    expect(body(res).error).toMatchObject({
      code: 'payment_method_unavailable',
      message: "boleto_br serves none of this account's business types, so it can't be enabled.",
    });
    expect((await setStatus('fps_hk', 0, 'disable', payoutOnly.token)).statusCode).toBe(200);
  });

  it('needs edit_payment_method; a refusal is logged', async () => {
    const developer = await addMember(t, owner.accountId, ['developer']);
    expect((await list('livemode=0', developer.token)).total).toBe(16);
    const res = await setStatus('pix_br', 0, 'disable', developer.token);
    expect(res.statusCode).toBe(403);
    const refused = (await methodLog()).filter((row) => row.refused);
    expect(refused).toEqual([
      expect.objectContaining({
        operatorUserId: developer.userId,
        sourceId: 'pix_br',
        description: 'PUT /api/payment_methods/:method',
      }),
    ]);
  });

  it('answers an unknown method with 404 and a bad status with 422', async () => {
    expect((await setStatus('card_us', 0, 'disable')).statusCode).toBe(404);
    const bad = await call('PUT', '/api/payment_methods/pix_br', owner.token, { livemode: 0, status: 'off' });
    expect(bad.statusCode).toBe(422);
    expect(body(bad).error.code).toBe('validation_failed');
  });
});
