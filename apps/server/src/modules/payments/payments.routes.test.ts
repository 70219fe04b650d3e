import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer } from '../../../test/identity.ts';
import { addMember } from '../../../test/merchants.ts';
import { type PayinMerchant, paidPayment, payinMerchant, tokenOf } from '../../../test/payin.ts';
import { balances, balanceTransactions } from '../../db/schema/ledger.ts';
import { payments } from '../../db/schema/payments.ts';
import { notifyPayment } from './gateway-notifications.service.ts';
import { expireDuePayments } from './payments.service.ts';

let t: TestApp;
let m: PayinMerchant;
beforeAll(async () => {
  t = await createTestApp();
  m = await payinMerchant(t, 'payments-owner@example.com');
});
afterAll(() => t.close());

const create = (body: Record<string, unknown>, api = m.api) =>
  api.POST('/api/payments', {
    body: { payment_method: 'fps_hk', amount: 25_000, currency: 'HKD', ...body } as never,
  });

/** A payment's row, its ledger entries and the account's balance in its mode (HKD), straight from the database. */
const moneyOf = async (paymentId: string, livemode: boolean, accountId = m.accountId) => {
  const [payment] = await t.database.db.select().from(payments).where(eq(payments.id, paymentId));
  const entries = await t.database.db
    .select()
    .from(balanceTransactions)
    .where(eq(balanceTransactions.paymentId, paymentId));
  const [balance] = await t.database.db
    .select()
    .from(balances)
    .where(and(eq(balances.accountId, accountId), eq(balances.livemode, livemode), eq(balances.currency, 'HKD')));
  return {
    status: payment?.status,
    amountPaid: payment?.amountPaid,
    entries: entries.map((entry) => ({ type: entry.type, amount: entry.amount, net: entry.net })),
    balance: (balance?.available ?? 0) + (balance?.pending ?? 0),
  };
};

const errorOf = (res: { error?: unknown; response: Response }) => ({
  status: res.response.status,
  ...((res.error as { error: { code: string; message: string; details?: unknown } } | undefined)?.error ?? {}),
});

describe('POST /api/payments', () => {
  it('creates a payment with a checkout action carrying an unguessable token', async () => {
    const res = await create({
      reference: 'order-1',
      description: 'Order 1',
      return_url: 'https://shop.example.com/orders/1',
      metadata: { order_id: '1' },
    });
    expect(res.response.status).toBe(200);
    const payment = res.data?.data;
    expect(payment).toMatchObject({
      object: 'payment',
      livemode: false,
      payment_method: 'fps_hk',
      payment_method_type: 'real_time_payment',
      payment_method_flow: 'qrcode',
      status: 'created',
      amount: 25_000,
      amount_paid: 0,
      amount_refundable: 0,
      amount_local: 25_000,
      source_type: 'regular',
      reference: 'order-1',
      metadata: { order_id: '1' },
      disputed: false,
      time_paid: null,
    });
    expect(payment?.id).toMatch(/^pay_\w{24}$/);
    expect(payment?.action.type).toBe('qrcode');
    expect(payment?.action.url).toMatch(new RegExp(`/checkout/${payment?.id}\\?token=chk_\\w{32}$`));
    expect(payment?.action.qr_code).toBe(payment?.action.url);
    expect((payment?.time_expired ?? 0) - (payment?.time_created ?? 0)).toBe(3600);
  });

  it('refuses a disabled method, a currency the method lacks and amounts outside its limits', async () => {
    const disabled = await t.app.inject({
      method: 'PUT',
      url: '/api/payment_methods/pix_br',
      headers: bearer(m.token),
      payload: { livemode: 0, status: 'disable' },
    });
    expect(disabled.statusCode).toBe(200);
    expect(errorOf(await create({ payment_method: 'pix_br', currency: 'BRL', amount: 1000 }))).toMatchObject({
      status: 409,
      code: 'payment_method_disabled',
    });
    // The switch is per mode: the live key still takes it.
    const live = await create({ payment_method: 'pix_br', currency: 'BRL', amount: 1000 }, apiClient(t, m.liveKey));
    expect(live.response.status).toBe(200);
    expect(errorOf(await create({ currency: 'USD' }))).toMatchObject({
      status: 422,
      code: 'currency_not_supported',
      message: 'fps_hk does not take USD. It takes: HKD.',
    });
    expect(errorOf(await create({ amount: 99 }))).toMatchObject({
      status: 422,
      code: 'amount_out_of_range',
      message: 'With fps_hk the amount must be between HKD 1.00 and HKD 1000000.00.',
    });
    expect(errorOf(await create({ amount: 0 }))).toMatchObject({ status: 422, code: 'validation_failed' });
    expect(errorOf(await create({ return_url: 'javascript:alert(1)' }))).toMatchObject({ status: 422 });
    const tooMany = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, 'v']));
    expect(errorOf(await create({ metadata: tooMany }))).toMatchObject({ status: 422, code: 'validation_failed' });
  });

  it('takes a customer of the account and mode only', async () => {
    const customer = await m.api.POST('/api/customers', { body: { first_name: 'Mei', last_name: 'Chan' } });
    const id = customer.data?.data.id ?? '';
    expect((await create({ customer_id: id })).data?.data.customer_id).toBe(id);
    const live = apiClient(t, m.liveKey);
    expect(errorOf(await create({ customer_id: id }, live))).toMatchObject({ status: 404, code: 'customer_not_found' });
  });

  it('keeps references unique per mode once unique reference mode is on, even under concurrent creation', async () => {
    expect((await create({ reference: 'dup' })).response.status).toBe(200);
    expect((await create({ reference: 'dup' })).response.status).toBe(200);
    const on = await t.app.inject({
      method: 'PUT',
      url: `/v1/accounts/${m.accountId}`,
      headers: bearer(m.token),
      payload: { enable_reference_unique: true },
    });
    expect(on.statusCode).toBe(200);
    expect(errorOf(await create({ reference: 'dup' }))).toMatchObject({
      status: 409,
      code: 'reference_exists',
      message: 'A payment with reference dup already exists (unique reference mode is on).',
    });
    const racing = await Promise.all(Array.from({ length: 10 }, () => create({ reference: 'race-1' })));
    expect(racing.map((res) => res.response.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    // Another mode has its own references.
    expect((await create({ reference: 'race-1' }, apiClient(t, m.liveKey))).response.status).toBe(200);
  });

  it('answers a retry with the same Idempotency-Key with the first payment, once', async () => {
    const headers = { 'idempotency-key': 'create-order-77' };
    const body = { payment_method: 'fps_hk' as const, amount: 7_700, currency: 'HKD' as const, reference: 'order-77' };
    const first = await m.api.POST('/api/payments', { body, headers });
    const again = await m.api.POST('/api/payments', { body, headers });
    expect(again.response.headers.get('idempotent-replayed')).toBe('true');
    expect(again.data?.data.id).toBe(first.data?.data.id);
    const list = await m.api.GET('/api/payments', { params: { query: { search: 'order-77' } } });
    expect(list.data?.data.total).toBe(1);
    const reused = await m.api.POST('/api/payments', { body: { ...body, amount: 7_800 }, headers });
    expect(errorOf(reused)).toMatchObject({ status: 422, code: 'idempotency_key_reused' });
  });
});

describe('the checkout page and its simulator', () => {
  it('shows the payer what to pay, only with the token', async () => {
    const payment = (await create({ description: 'Flowers' })).data?.data;
    if (!payment) throw new Error('no payment');
    const view = await m.api.GET('/v1/checkout/{id}', {
      params: { path: { id: payment.id }, query: { token: tokenOf(payment) } },
    });
    expect(view.data?.data).toMatchObject({
      id: payment.id,
      merchant_name: 'Pay-in Shop Ltd',
      status: 'created',
      amount: 25_000,
      currency: 'HKD',
      payment_method_name: 'FPS',
      flow: 'qrcode',
      livemode: false,
      description: 'Flowers',
    });
    const wrong = await m.api.GET('/v1/checkout/{id}', {
      params: { path: { id: payment.id }, query: { token: `chk_${'x'.repeat(32)}` } },
    });
    expect(errorOf(wrong)).toMatchObject({ status: 404, code: 'payment_not_found' });
  });

  const simulate = async (outcome: 'pay_full' | 'underpay' | 'overpay' | 'fail' | 'expire', extra = {}) => {
    const payment = (await create({})).data?.data;
    if (!payment) throw new Error('no payment');
    const res = await m.api.POST('/v1/checkout/{id}/simulate', {
      params: { path: { id: payment.id } },
      body: { token: tokenOf(payment), outcome, ...extra },
    });
    const detail = await m.api.GET('/api/payments/{id}', { params: { path: { id: payment.id } } });
    return { res, payment: detail.data?.data };
  };

  it('moves the payment to paid, under_paid, over_paid, failed or expired', async () => {
    const full = await simulate('pay_full');
    expect(full.payment).toMatchObject({ status: 'paid', amount_paid: 25_000, amount_refundable: 25_000 });
    expect(full.payment?.time_paid).toBeGreaterThan(0);
    expect((await simulate('underpay', { amount: 20_000 })).payment).toMatchObject({
      status: 'under_paid',
      amount_paid: 20_000,
      amount_local_paid: 20_000,
    });
    expect((await simulate('overpay')).payment).toMatchObject({ status: 'over_paid', amount_paid: 27_500 });
    expect((await simulate('fail', { failure_code: 'insufficient_funds' })).payment).toMatchObject({
      status: 'failed',
      failure_code: 'insufficient_funds',
      failure_message: "The payer's account has insufficient funds.",
      amount_paid: 0,
    });
    expect((await simulate('expire')).payment).toMatchObject({ status: 'expired' });
    const badUnder = await simulate('underpay', { amount: 25_000 });
    expect(errorOf(badUnder.res)).toMatchObject({ status: 422, code: 'checkout_amount_invalid' });
    expect(badUnder.payment?.status).toBe('created');
  });

  it("bounds what a payer paid by the currency's maximum, on the field and per currency, in both languages", async () => {
    // The adversarial body: an HKD 250.00 payment over-paid by 2^53 − 1 minor units.
    const attack = await simulate('overpay', { amount: Number.MAX_SAFE_INTEGER });
    expect(errorOf(attack.res)).toMatchObject({
      status: 422,
      code: 'validation_failed',
      details: [expect.objectContaining({ field: 'amount', code: 'too_big' })],
    });
    expect(await moneyOf(attack.payment?.id ?? '', false)).toMatchObject({
      status: 'created',
      amountPaid: 0,
      entries: [],
    });
    // Under the field's bound (the largest currency's) but over HKD's own maximum.
    const before = await moneyOf(attack.payment?.id ?? '', false);
    const over = await simulate('overpay', { amount: 10_000_000_001 });
    expect(errorOf(over.res)).toMatchObject({
      status: 422,
      code: 'amount_above_maximum',
      message: 'The amount can be at most HKD 100000000.00.',
    });
    expect(await moneyOf(over.payment?.id ?? '', false)).toMatchObject({ status: 'created', entries: [] });
    expect((await moneyOf(attack.payment?.id ?? '', false)).balance).toBe(before.balance);
    const payment = (await create({})).data?.data;
    const zh = await apiClient(t, m.testKey, 'zh-CN').POST('/v1/checkout/{id}/simulate', {
      params: { path: { id: payment?.id ?? '' } },
      body: { token: tokenOf(payment ?? { action: { url: '' } }), outcome: 'overpay', amount: 10_000_000_001 },
    });
    expect(errorOf(zh)).toMatchObject({ status: 422, message: '金额最多为 HKD 100000000.00。' });
    // The maximum itself is what a payer may send; its fee is exact.
    const most = await simulate('overpay', { amount: 10_000_000_000 });
    expect(await moneyOf(most.payment?.id ?? '', false)).toMatchObject({
      status: 'over_paid',
      amountPaid: 10_000_000_000,
      entries: [{ type: 'payment', amount: 10_000_000_000, net: 10_000_000_000 - 80_000_000 - 200 }],
    });
  });

  it('bounds payment, refund and dispute amounts by the maximum too', async () => {
    expect(errorOf(await create({ amount: Number.MAX_SAFE_INTEGER }))).toMatchObject({
      status: 422,
      details: [expect.objectContaining({ field: 'amount', code: 'too_big' })],
    });
    // Within the largest currency's maximum but over HKD's: the body's currency decides.
    expect(errorOf(await create({ amount: 10_000_000_001 }))).toMatchObject({
      status: 422,
      details: [
        expect.objectContaining({ field: 'amount', code: 'too_big', message: expect.stringContaining('10000000000') }),
      ],
    });
    const { payment } = await simulate('pay_full');
    const refund = await m.api.POST('/api/refunds', {
      body: { payment_id: payment?.id ?? '', amount: Number.MAX_SAFE_INTEGER },
    });
    expect(errorOf(refund)).toMatchObject({ status: 422, details: [expect.objectContaining({ field: 'amount' })] });
    const dispute = await m.api.POST('/api/payments/{id}/dispute', {
      params: { path: { id: payment?.id ?? '' } },
      body: { reason: 'general', amount: Number.MAX_SAFE_INTEGER },
    });
    expect(errorOf(dispute)).toMatchObject({ status: 422, details: [expect.objectContaining({ field: 'amount' })] });
    expect((await moneyOf(payment?.id ?? '', false)).entries).toHaveLength(1);
  });

  it('writes a payment entry with the fee of the method for what was paid', async () => {
    const { payment } = await simulate('pay_full');
    const entries = await m.api.GET('/api/balance_transactions', {
      params: { query: { source_id: payment?.id ?? '' } },
    });
    expect(entries.data?.data.list).toEqual([
      expect.objectContaining({
        type: 'payment',
        source_type: 'payment',
        payment_method: 'fps_hk',
        currency: 'HKD',
        source_currency: 'HKD',
        source_amount: 25_000,
        amount: 25_000,
        fee_total: 400,
        fee_details: [{ type: 'processing_fee', amount: 400, description: 'FPS 0.80% + HKD 2.00' }],
        exchange_rate: '1',
        net: 24_600,
        status: 'pending',
        livemode: false,
      }),
    ]);
    const entry = entries.data?.data.list[0];
    expect((entry?.time_available ?? 0) - (entry?.time_created ?? 0)).toBe(2 * 86_400);
  });

  it('books a payment in a currency the account does not settle in into its default, converted', async () => {
    const usdOnly = await payinMerchant(t, 'payments-usd@example.com', 'USD Shop Ltd', ['USD']);
    const paymentId = await paidPayment(usdOnly, 25_000);
    const entries = await usdOnly.api.GET('/api/balance_transactions', {
      params: { query: { source_id: paymentId } },
    });
    // HKD 250.00 at the seeded 0.128 = USD 32.00; the fee HKD 4.00 = USD 0.512 → 0.51.
    expect(entries.data?.data.list).toEqual([
      expect.objectContaining({
        type: 'payment',
        currency: 'USD',
        source_currency: 'HKD',
        source_amount: 25_000,
        amount: 3_200,
        fee_total: 51,
        fee_details: [{ type: 'processing_fee', amount: 51, description: 'FPS 0.80% + HKD 2.00' }],
        exchange_rate: '0.128',
        net: 3_149,
      }),
    ]);
    const byCurrency = await usdOnly.api.GET('/api/balance_transactions', { params: { query: { currency: 'USD' } } });
    expect(byCurrency.data?.data.list.map((e) => e.source_id)).toEqual([paymentId]);
  });

  it("can't pay a payment twice or after it ended", async () => {
    const { payment } = await simulate('pay_full');
    if (!payment) throw new Error('no payment');
    const again = await m.api.POST('/v1/checkout/{id}/simulate', {
      params: { path: { id: payment.id } },
      body: { token: tokenOf(payment), outcome: 'pay_full' },
    });
    expect(errorOf(again)).toMatchObject({ status: 409, code: 'payment_not_payable' });
  });
});

describe('a live payment', () => {
  /** A new user's live payment: the attack of issue 12 item 2 is an HKD 1.00 payment over-paid by the payer. */
  const livePayment = async (owner = m) => {
    const created = await create({ amount: 100 }, apiClient(t, owner.liveKey));
    const payment = created.data?.data;
    if (!payment) throw new Error(`no live payment: ${JSON.stringify(created.error)}`);
    expect(payment.livemode).toBe(true);
    return payment;
  };
  const payAsPayer = (
    payment: { id: string; action: { url: string } },
    body: Record<string, unknown>,
    language?: 'zh-CN',
  ) =>
    apiClient(t, m.testKey, language).POST('/v1/checkout/{id}/simulate', {
      params: { path: { id: payment.id } },
      body: { token: tokenOf(payment), ...body } as never,
    });
  const notify = (id: string, notification: Parameters<typeof notifyPayment>[3]) =>
    t.database.db.transaction((tx) => notifyPayment(t.ctx, tx, id, notification));

  it("can't be moved by the payer: the simulator refuses it and the live balance does not move", async () => {
    const fresh = await payinMerchant(t, 'live-attack@example.com');
    const payment = await livePayment(fresh);
    const before = await moneyOf(payment.id, true, fresh.accountId);
    // The attack body itself: refused by the amount bound before anything is looked up.
    const attack = await payAsPayer(payment, { outcome: 'overpay', amount: Number.MAX_SAFE_INTEGER });
    expect(errorOf(attack)).toMatchObject({ status: 422, code: 'validation_failed' });
    // Any payer outcome on a live payment, even a modest over-payment or paying in full: 409.
    for (const body of [{ outcome: 'overpay', amount: 1_000_000 }, { outcome: 'pay_full' }, { outcome: 'expire' }]) {
      expect(errorOf(await payAsPayer(payment, body))).toMatchObject({
        status: 409,
        code: 'test_mode_only',
        message: 'This simulation exists in test mode only.',
      });
    }
    expect(errorOf(await payAsPayer(payment, { outcome: 'pay_full' }, 'zh-CN'))).toMatchObject({
      status: 409,
      message: '该模拟操作仅在测试模式下可用。',
    });
    expect(await moneyOf(payment.id, true, fresh.accountId)).toEqual({ ...before, status: 'created', entries: [] });
    // A wrong token still answers as if the payment did not exist.
    const guessed = await apiClient(t, m.testKey).POST('/v1/checkout/{id}/simulate', {
      params: { path: { id: payment.id } },
      body: { token: `chk_${'x'.repeat(32)}`, outcome: 'pay_full' },
    });
    expect(errorOf(guessed)).toMatchObject({ status: 404, code: 'payment_not_found' });
  });

  it("is completed by the gateway's notification, through the same transition and ledger entry", async () => {
    const payment = await livePayment();
    // What arrived is bounded as on the simulator.
    await expect(notify(payment.id, { status: 'over_paid', amount: Number.MAX_SAFE_INTEGER })).rejects.toMatchObject({
      code: 'amount_above_maximum',
      params: { max: 'HKD 100000000.00' },
    });
    await expect(notify(payment.id, { status: 'over_paid', amount: 100 })).rejects.toMatchObject({
      code: 'checkout_amount_invalid',
    });
    await expect(notify(payment.id, { status: 'under_paid', amount: 100 })).rejects.toMatchObject({
      code: 'checkout_amount_invalid',
    });
    expect(await moneyOf(payment.id, true)).toMatchObject({ status: 'created', entries: [] });
    const balance = (await moneyOf(payment.id, true)).balance;

    expect(await notify(payment.id, { status: 'over_paid', amount: 250 })).toBe(
      `Payment ${payment.id} (live, HKD 1.00): created → over_paid, HKD 2.50 paid\n`,
    );
    const fee = 2 + 200; // 0.80% of 250 is 2, plus HKD 2.00
    expect(await moneyOf(payment.id, true)).toMatchObject({
      status: 'over_paid',
      amountPaid: 250,
      entries: [{ type: 'payment', amount: 250, net: 250 - fee }],
      balance: balance + 250 - fee,
    });
    const live = apiClient(t, m.liveKey);
    const entries = await live.GET('/api/balance_transactions', { params: { query: { source_id: payment.id } } });
    expect(entries.data?.data.list).toEqual([
      expect.objectContaining({ type: 'payment', livemode: true, amount: 250, fee_total: fee }),
    ]);
    // Refunds draw on what was actually paid, no more.
    const refund = (amount: number) => live.POST('/api/refunds', { body: { payment_id: payment.id, amount } });
    expect(errorOf(await refund(251))).toMatchObject({
      status: 422,
      code: 'refund_amount_exceeded',
      message: 'The maximum refund amount cannot be exceeded by HKD 0.01',
    });
    expect((await refund(250)).data?.data).toMatchObject({ status: 'pending', amount: 250 });
    // Final once reported; a test payment is not the live gateway's.
    await expect(notify(payment.id, { status: 'paid' })).rejects.toMatchObject({ code: 'payment_not_payable' });
    const testPayment = (await create({})).data?.data;
    await expect(notify(testPayment?.id ?? '', { status: 'paid' })).rejects.toMatchObject({ code: 'live_mode_only' });
    await expect(notify('pay_unknown', { status: 'paid' })).rejects.toMatchObject({ code: 'payment_not_found' });
  });

  it('fails or expires by notification, with no ledger entry', async () => {
    const failing = await livePayment();
    expect(await notify(failing.id, { status: 'failed', failureCode: 'risk_rejected' })).toBe(
      `Payment ${failing.id} (live, HKD 1.00): created → failed\n`,
    );
    expect(await moneyOf(failing.id, true)).toMatchObject({ status: 'failed', entries: [] });
    const expiring = await livePayment();
    await notify(expiring.id, { status: 'expired' });
    expect(await moneyOf(expiring.id, true)).toMatchObject({ status: 'expired', entries: [] });
  });
});

describe('cancel, expiry, list and detail', () => {
  it('cancels an unpaid payment only', async () => {
    const payment = (await create({})).data?.data;
    const id = payment?.id ?? '';
    const canceled = await m.api.POST('/api/payments/{id}/cancel', { params: { path: { id } }, body: {} });
    expect(canceled.data?.data.status).toBe('canceled');
    const again = await m.api.POST('/api/payments/{id}/cancel', { params: { path: { id } }, body: {} });
    expect(errorOf(again)).toMatchObject({
      status: 409,
      code: 'payment_not_cancelable',
      message: 'Only a created or pending payment can be canceled; this one is canceled.',
    });
  });

  it('expires open payments past their time through the job', async () => {
    const id = (await create({})).data?.data.id ?? '';
    await t.database.db.update(payments).set({ timeExpired: new Date(Date.now() - 1000) });
    expect(await expireDuePayments(t.ctx)).toBeGreaterThan(0);
    const detail = await m.api.GET('/api/payments/{id}', { params: { path: { id } } });
    expect(detail.data?.data.status).toBe('expired');
    expect(await expireDuePayments(t.ctx)).toBe(0);
  });

  it('lists with filters and pages, newest first', async () => {
    const fresh = await payinMerchant(t, 'payments-list@example.com');
    const ids: string[] = [];
    for (const amount of [1000, 2000, 3000]) {
      ids.push((await create({ amount, reference: `list-${amount}` }, fresh.api)).data?.data.id ?? '');
    }
    const cancel = await fresh.api.POST('/api/payments/{id}/cancel', {
      params: { path: { id: ids[0] ?? '' } },
      body: {},
    });
    expect(cancel.response.status).toBe(200);
    const list = async (query: Record<string, string | number>) =>
      (await fresh.api.GET('/api/payments', { params: { query: query as never } })).data?.data;
    expect((await list({}))?.list.map((p) => p.id)).toEqual([...ids].reverse());
    expect((await list({ status: 'all' }))?.total).toBe(3);
    expect((await list({ status: 'canceled' }))?.list.map((p) => p.id)).toEqual([ids[0]]);
    expect((await list({ status: 'created', per_page: 1, page: 2 }))?.list.map((p) => p.id)).toEqual([ids[1]]);
    expect((await list({ search: 'list-3000' }))?.list.map((p) => p.id)).toEqual([ids[2]]);
    expect((await list({ search: ids[1] ?? '' }))?.total).toBe(1);
    expect((await list({ payment_method: 'pix_br' }))?.total).toBe(0);
    expect((await list({ 'time_created[lt]': 1 }))?.total).toBe(0);
    expect(await list({ status: 'refunded' })).toBeUndefined();
  });

  it('answers unknown and foreign payments with the not-found message, in both languages', async () => {
    const other = await payinMerchant(t, 'payments-other@example.com');
    const foreign = (await create({}, other.api)).data?.data.id ?? '';
    for (const [language, message] of [
      ['en-US', 'The payment does not exist.'],
      ['zh-CN', '支付记录不存在。'],
    ] as const) {
      const api = apiClient(t, m.testKey, language);
      for (const id of [foreign, 'pay_unknown']) {
        const res = await api.GET('/api/payments/{id}', { params: { path: { id } } });
        expect(errorOf(res)).toMatchObject({ status: 404, code: 'payment_not_found', message });
      }
    }
  });

  it('needs the payment permissions: an analyst may list but not create', async () => {
    const analyst = await addMember(t, m.accountId, ['analyst']);
    const session = apiClient(t, analyst.token);
    const list = await session.GET('/api/payments', { params: { query: { livemode: '0' } } });
    expect(list.response.status).toBe(200);
    const refused = await session.POST('/api/payments', {
      body: { livemode: 0, payment_method: 'fps_hk', amount: 1000, currency: 'HKD' },
    });
    expect(refused.response.status).toBe(403);
  });
});

describe('getting started', () => {
  it('marks the test payment step done once a test payment is paid through the checkout', async () => {
    const fresh = await payinMerchant(t, 'payments-starter@example.com');
    const step = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/v1/accounts/${fresh.accountId}/getting_started`,
        headers: bearer(fresh.token),
      });
      return res.json().data.steps.find((s: { key: string }) => s.key === 'test_payment')?.done;
    };
    const payment = (await create({}, fresh.api)).data?.data;
    if (!payment) throw new Error('no payment');
    expect(await step()).toBe(false);
    await fresh.api.POST('/v1/checkout/{id}/simulate', {
      params: { path: { id: payment.id } },
      body: { token: tokenOf(payment), outcome: 'pay_full' },
    });
    expect(await step()).toBe(true);
  });
});
