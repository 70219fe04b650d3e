import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createWatchedGatewayApp } from '../../../test/gateway.ts';
import { type PayinMerchant, paidPayment, payinMerchant, tokenOf } from '../../../test/payin.ts';
import { events } from '../../db/schema/events.ts';
import { payments, refunds } from '../../db/schema/payments.ts';
import { submitDueRefunds, submitRefund } from '../refunds/refund-submission.service.ts';
import { settleDueRefunds } from '../refunds/refunds.service.ts';
import { submitDuePayments, submitPayment } from './payment-submission.service.ts';
import { expireDuePayments } from './payments.service.ts';

let app: Awaited<ReturnType<typeof createWatchedGatewayApp>>;
let m: PayinMerchant;
beforeAll(async () => {
  app = await createWatchedGatewayApp();
  m = await payinMerchant(app.t, 'submission@example.com');
});
afterAll(() => app.close());
beforeEach(() => {
  app.watched.state.failing = false;
});

const db = () => app.t.database.db;
const calls = (id: string) => app.watched.callsFor(id);
/** Whether any processor call for the object was made while a transaction was open. */
const calledInTransaction = (id: string) =>
  app.watched.calls.filter((call) => call.id === id).some((call) => call.inTransaction);

const createPayment = async (headers: Record<string, string> = {}) => {
  const res = await m.api.POST('/api/payments', {
    body: { payment_method: 'oxxo_mx', amount: 25_000, currency: 'MXN' },
    headers,
  });
  if (!res.data) throw new Error(`payment: ${JSON.stringify(res.error)}`);
  return res.data.data;
};
const paymentNow = async (id: string) =>
  (await m.api.GET('/api/payments/{id}', { params: { path: { id } } })).data?.data;
const createRefund = async (paymentId: string, amount: number, headers: Record<string, string> = {}) => {
  const res = await m.api.POST('/api/refunds', { body: { payment_id: paymentId, amount }, headers });
  if (!res.data) throw new Error(`refund: ${JSON.stringify(res.error)}`);
  return res.data.data;
};
const refundNow = async (id: string) => (await m.api.GET('/api/refunds/{id}', { params: { path: { id } } })).data?.data;
const eventTypesOf = async (objectId: string) =>
  (await db().select({ type: events.type }).from(events).where(eq(events.objectId, objectId))).map((row) => row.type);
/** Past the grace period the request has to submit its own intent. */
const ageMinute = async (table: typeof payments | typeof refunds, id: string) => {
  await db()
    .update(table)
    .set({ timeCreated: new Date(Date.now() - 60_000) })
    .where(eq(table.id, id));
};

describe('payment submission', () => {
  it('submits a new payment once it is committed, outside any transaction; the answer is in the response', async () => {
    const payment = await createPayment();
    expect(payment.gateway_transaction_id).toMatch(/^sim_pay_/);
    expect(payment.extra.voucher_number).toMatch(/^\d{4} \d{4} \d{4} \d{4}$/);
    expect(calls(payment.id)).toEqual(['openPayment']);
    expect(calledInTransaction(payment.id)).toBe(false);
    const view = await m.api.GET('/v1/checkout/{id}', {
      params: { path: { id: payment.id }, query: { token: tokenOf(payment) } },
    });
    expect(view.data?.data.voucher_number).toBe(payment.extra.voucher_number);
  });

  it('with an Idempotency-Key, submits once the request’s transaction has committed', async () => {
    const headers = { 'idempotency-key': 'submission-after-commit' };
    const payment = await createPayment(headers);
    // The answer is the payment as its transaction committed it; the processor hears of it right after.
    expect(payment).toMatchObject({ status: 'created', gateway_transaction_id: null, extra: {} });
    expect(calls(payment.id)).toEqual(['openPayment']);
    expect(calledInTransaction(payment.id)).toBe(false);
    expect((await paymentNow(payment.id))?.gateway_transaction_id).toMatch(/^sim_pay_/);
    expect((await createPayment(headers)).id).toBe(payment.id);
    expect(calls(payment.id)).toEqual(['openPayment']);
  });

  it('a processor that fails leaves an unsubmitted payment, which the sweep submits exactly once', async () => {
    app.watched.state.failing = true;
    const payment = await createPayment();
    expect(payment).toMatchObject({ status: 'created', gateway_transaction_id: null, extra: {} });
    expect(await eventTypesOf(payment.id)).toEqual(['payment.created']);
    // Within the grace period the sweep leaves it to its request.
    expect(await submitDuePayments(app.t.ctx)).toBe(0);
    expect(calls(payment.id)).toEqual(['openPayment']);

    await ageMinute(payments, payment.id);
    expect(await submitDuePayments(app.t.ctx)).toBe(0);
    expect((await paymentNow(payment.id))?.gateway_transaction_id).toBeNull();
    app.watched.state.failing = false;
    expect(await submitDuePayments(app.t.ctx)).toBe(1);
    const submitted = await paymentNow(payment.id);
    expect(submitted).toMatchObject({ status: 'created', gateway_transaction_id: expect.stringMatching(/^sim_pay_/) });
    expect(submitted?.extra.voucher_number).toMatch(/^\d{4} \d{4} \d{4} \d{4}$/);
    expect(await submitDuePayments(app.t.ctx)).toBe(0);
    expect(calls(payment.id)).toEqual(['openPayment', 'openPayment', 'openPayment']);
    expect(calledInTransaction(payment.id)).toBe(false);
    expect(await eventTypesOf(payment.id)).toEqual(['payment.created']);
  });

  it('a payment never submitted expires like any unpaid one, and is no longer submitted', async () => {
    app.watched.state.failing = true;
    const payment = await createPayment();
    app.watched.state.failing = false;
    await db()
      .update(payments)
      .set({ timeCreated: new Date(Date.now() - 120_000), timeExpired: new Date(Date.now() - 1_000) })
      .where(eq(payments.id, payment.id));
    await submitDuePayments(app.t.ctx);
    expect(calls(payment.id)).toEqual(['openPayment']);
    expect(await expireDuePayments(app.t.ctx)).toBeGreaterThan(0);
    expect((await paymentNow(payment.id))?.status).toBe('expired');
  });

  it('two concurrent submitters record one processor answer', async () => {
    app.watched.state.failing = true;
    const { id } = await createPayment();
    app.watched.state.failing = false;
    const [row] = await db().select().from(payments).where(eq(payments.id, id));
    if (!row) throw new Error('no payment');
    const results = await Promise.all([submitPayment(app.t.ctx, row), submitPayment(app.t.ctx, row)]);
    const recorded = results.filter((result) => result !== null);
    expect(recorded).toHaveLength(1);
    expect(calls(id)).toEqual(['openPayment', 'openPayment', 'openPayment']);
    expect((await paymentNow(id))?.gateway_transaction_id).toBe(recorded[0]?.gatewayTransactionId);
  });
});

describe('refund submission', () => {
  it('submits a refund after the transaction that locked its payment committed', async () => {
    const paymentId = await paidPayment(m);
    const refund = await createRefund(paymentId, 1_000);
    expect(refund).toMatchObject({ status: 'pending', gateway_transaction_id: expect.stringMatching(/^sim_rf_/) });
    expect(calls(refund.id)).toEqual(['submitRefund']);
    expect(calledInTransaction(refund.id)).toBe(false);

    const idempotent = await createRefund(paymentId, 1_000, { 'idempotency-key': 'refund-after-commit' });
    expect(idempotent.gateway_transaction_id).toBeNull();
    expect(calls(idempotent.id)).toEqual(['submitRefund']);
    expect(calledInTransaction(idempotent.id)).toBe(false);
    expect((await refundNow(idempotent.id))?.gateway_transaction_id).toMatch(/^sim_rf_/);
  });

  it('a processor that fails leaves a pending intent with nothing lost; the sweep submits it exactly once', async () => {
    const paymentId = await paidPayment(m, 10_000);
    app.watched.state.failing = true;
    const refund = await createRefund(paymentId, 3_000);
    expect(refund).toMatchObject({ status: 'pending', amount: 3_000, gateway_transaction_id: null });
    // Reserved on the payment, taken from the balance, and recorded, as any refund.
    expect(await paymentNow(paymentId)).toMatchObject({ amount_refund_pending: 3_000, amount_refundable: 7_000 });
    const entries = await m.api.GET('/api/balance_transactions', { params: { query: { source_id: refund.id } } });
    expect(entries.data?.data.list.map((entry) => [entry.type, entry.net])).toEqual([['refund', -3_000]]);
    expect(await eventTypesOf(refund.id)).toEqual(['refund.created']);

    await ageMinute(refunds, refund.id);
    app.watched.state.failing = false;
    // Not submitted, so there is no answer to ask the processor for.
    expect(await settleDueRefunds(app.t.ctx)).toBe(0);
    expect(calls(refund.id)).toEqual(['submitRefund']);
    expect((await refundNow(refund.id))?.status).toBe('pending');

    expect(await submitDueRefunds(app.t.ctx)).toBe(1);
    expect(await submitDueRefunds(app.t.ctx)).toBe(0);
    expect((await refundNow(refund.id))?.gateway_transaction_id).toMatch(/^sim_rf_/);
    expect(await settleDueRefunds(app.t.ctx)).toBe(1);
    expect(await refundNow(refund.id)).toMatchObject({ status: 'refunded' });
    expect(await paymentNow(paymentId)).toMatchObject({ amount_refund_pending: 0, amount_refunded: 3_000 });
    expect(calls(refund.id)).toEqual(['submitRefund', 'submitRefund', 'refundOutcome']);
    expect(calledInTransaction(refund.id)).toBe(false);
    expect(await eventTypesOf(refund.id)).toEqual(['refund.created', 'refund.succeeded']);
  });

  it('the settle sweep asks the processor outside any transaction, then records the answer', async () => {
    const refund = await createRefund(await paidPayment(m), 500);
    await ageMinute(refunds, refund.id);
    expect(await settleDueRefunds(app.t.ctx)).toBe(1);
    expect(calls(refund.id)).toEqual(['submitRefund', 'refundOutcome']);
    expect(calledInTransaction(refund.id)).toBe(false);
    expect((await refundNow(refund.id))?.status).toBe('refunded');
  });

  it('two concurrent submitters record one processor id', async () => {
    const paymentId = await paidPayment(m);
    app.watched.state.failing = true;
    const { id } = await createRefund(paymentId, 700);
    app.watched.state.failing = false;
    const [row] = await db().select().from(refunds).where(eq(refunds.id, id));
    if (!row) throw new Error('no refund');
    const results = await Promise.all([submitRefund(app.t.ctx, row), submitRefund(app.t.ctx, row)]);
    const recorded = results.filter((result) => result !== null);
    expect(recorded).toHaveLength(1);
    expect((await refundNow(id))?.gateway_transaction_id).toBe(recorded[0]?.gatewayTransactionId);
  });
});

describe('dispute opening', () => {
  it('hears from the simulated processor before the transaction that locks the payment', async () => {
    const res = await m.api.POST('/api/payments/{id}/dispute', {
      params: { path: { id: await paidPayment(m) } },
      body: { reason: 'fraudulent' },
    });
    const id = res.data?.data.id ?? '';
    expect(res.data?.data.gateway_transaction_id).toMatch(/^sim_dp_/);
    expect(calls(id)).toEqual(['openDispute']);
    expect(calledInTransaction(id)).toBe(false);
  });
});
