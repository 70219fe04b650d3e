import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { disableAccount } from '../../../test/merchants.ts';
import { type PayinMerchant, payinMerchant, tokenOf } from '../../../test/payin.ts';
import { events } from '../../db/schema/events.ts';
import { payments } from '../../db/schema/payments.ts';
import { subscriptions } from '../../db/schema/recurring.ts';

let t: TestApp;
let m: PayinMerchant;
let other: PayinMerchant;
beforeAll(async () => {
  t = await createTestApp();
  [m, other] = await Promise.all([
    payinMerchant(t, 'recurring-owner@example.com'),
    payinMerchant(t, 'recurring-other@example.com', 'Other Shop Ltd'),
  ]);
});
afterAll(() => t.close());

type Failure = { error: { code: string; message: string; details?: { field: string }[] } };
const errorOf = (res: { error?: unknown; response: Response }) => ({
  status: res.response.status,
  ...((res.error as Failure | undefined)?.error ?? {}),
});
const day = 86_400;

const newCustomer = async (merchant = m) => {
  const res = await merchant.api.POST('/api/customers', { body: { first_name: 'Mei', last_name: 'Chan' } });
  if (!res.data) throw new Error(JSON.stringify(res.error));
  return res.data.data.id;
};

/** A mandate (alipay_hk, HKD) the customer has answered on its signing page. */
const signedMandate = async (
  customerId: string,
  outcome: 'sign' | 'sign_then_decline_charges' | 'decline' = 'sign',
  merchant = m,
) => {
  const created = await merchant.api.POST('/api/mandates', {
    body: { customer_id: customerId, payment_method: 'alipay_hk', reference: 'plan-gold' },
  });
  if (!created.data) throw new Error(JSON.stringify(created.error));
  const mandate = created.data.data;
  if (!mandate.action) throw new Error('a new mandate has its signing link');
  const signed = await merchant.api.POST('/v1/mandate-signing/{id}/sign', {
    params: { path: { id: mandate.id } },
    body: { token: tokenOf({ action: mandate.action }), outcome },
  });
  if (!signed.data) throw new Error(JSON.stringify(signed.error));
  return { id: mandate.id, action: mandate.action, status: signed.data.data.status };
};

const eventTypesOf = async (objectId: string) =>
  (await t.database.db.select().from(events).where(eq(events.objectId, objectId)).orderBy(events.sequence)).map(
    (event) => event.type,
  );

const subscriptionBody = (customerId: string, mandateId: string) => ({
  customer_id: customerId,
  mandate_id: mandateId,
  amount: 9_900,
  currency: 'HKD' as const,
  interval_unit: 'month' as const,
  interval_count: 3,
  description: 'Gold plan',
});

describe('mandates', () => {
  it('is signed by the customer on its hosted page: created → pending → succeeded, each with its event', async () => {
    const customerId = await newCustomer();
    const created = await m.api.POST('/api/mandates', {
      body: { customer_id: customerId, payment_method: 'alipay_hk', reference: 'plan-gold' },
    });
    const mandate = created.data?.data;
    expect(mandate).toMatchObject({ object: 'mandate', status: 'created', livemode: false, time_signed: null });
    const token = tokenOf({ action: mandate?.action ?? { url: 'http://x/' } });
    const id = mandate?.id ?? '';

    const wrong = await m.api.GET('/v1/mandate-signing/{id}', { params: { path: { id }, query: { token: 'nope' } } });
    expect(errorOf(wrong)).toMatchObject({ status: 404, code: 'mandate_not_found' });
    const page = await m.api.GET('/v1/mandate-signing/{id}', { params: { path: { id }, query: { token } } });
    expect(page.data?.data).toMatchObject({ merchant_name: 'Pay-in Shop Ltd', payment_method_name: 'AlipayHK' });

    const signed = await m.api.POST('/v1/mandate-signing/{id}/sign', {
      params: { path: { id } },
      body: { token, outcome: 'sign' },
    });
    expect(signed.data?.data.status).toBe('succeeded');
    const again = await m.api.POST('/v1/mandate-signing/{id}/sign', {
      params: { path: { id } },
      body: { token, outcome: 'decline' },
    });
    expect(errorOf(again)).toMatchObject({ status: 409, code: 'mandate_not_signable' });
    const detail = await m.api.GET('/api/mandates/{id}', { params: { path: { id } } });
    expect(detail.data?.data).toMatchObject({ status: 'succeeded', action: null, payments: [] });
    expect(detail.data?.data.time_signed).toEqual(expect.any(Number));
    expect(await eventTypesOf(id)).toEqual(['mandate.created', 'mandate.pending', 'mandate.succeeded']);

    const customer = await m.api.GET('/api/customers/{id}', { params: { path: { id: customerId } } });
    expect(customer.data?.data.mandates.map((row) => row.id)).toEqual([id]);
  });

  it('records a declined mandate as failed, with its failure', async () => {
    const mandate = await signedMandate(await newCustomer(), 'decline');
    expect(mandate.status).toBe('failed');
    const detail = await m.api.GET('/api/mandates/{id}', { params: { path: { id: mandate.id } } });
    expect(detail.data?.data).toMatchObject({
      failure_code: 'customer_declined',
      failure_message: 'The customer declined the mandate.',
    });
  });

  it('refuses a method without recurring, an unknown or foreign customer, writing nothing', async () => {
    const customerId = await newCustomer();
    const fps = await apiClient(t, m.testKey, 'zh-CN').POST('/api/mandates', {
      body: { customer_id: customerId, payment_method: 'fps_hk' },
    });
    expect(errorOf(fps)).toMatchObject({ status: 422, code: 'method_not_recurring' });
    expect((fps.error as Failure).error.message).toContain('不支持周期扣款');
    const foreign = await m.api.POST('/api/mandates', {
      body: { customer_id: await newCustomer(other), payment_method: 'alipay_hk' },
    });
    expect(errorOf(foreign)).toMatchObject({ status: 404, code: 'customer_not_found' });
    const list = await m.api.GET('/api/mandates', { params: { query: { customer_id: customerId } } });
    expect(list.data?.data.total).toBe(0);
  });

  it('charges a signed mandate without the payer: a paid payment "regular with mandate"', async () => {
    const customerId = await newCustomer();
    const mandate = await signedMandate(customerId);
    const charged = await m.api.POST('/api/mandates/{id}/charge', {
      params: { path: { id: mandate.id } },
      body: { amount: 4_500, currency: 'HKD', reference: 'order-10043' },
    });
    expect(charged.data?.data).toMatchObject({
      status: 'paid',
      amount_paid: 4_500,
      source_type: 'regular_with_mandate',
      source_id: mandate.id,
      customer_id: customerId,
    });
    const paymentId = charged.data?.data.id ?? '';
    expect(await eventTypesOf(paymentId)).toEqual(['payment.created', 'payment.pending', 'payment.succeeded']);
    const detail = await m.api.GET('/api/mandates/{id}', { params: { path: { id: mandate.id } } });
    expect(detail.data?.data.payments.map((payment) => payment.id)).toEqual([paymentId]);

    const tooMuch = await m.api.POST('/api/mandates/{id}/charge', {
      params: { path: { id: mandate.id } },
      body: { amount: 100_000_000, currency: 'HKD' },
    });
    expect(errorOf(tooMuch)).toMatchObject({ status: 422, code: 'amount_out_of_range' });
    const declined = await signedMandate(customerId, 'decline');
    const unsigned = await m.api.POST('/api/mandates/{id}/charge', {
      params: { path: { id: declined.id } },
      body: { amount: 4_500, currency: 'HKD' },
    });
    expect(errorOf(unsigned)).toMatchObject({ status: 409, code: 'mandate_not_usable' });
  });

  it('another merchant can neither see, charge nor cancel it', async () => {
    const mandate = await signedMandate(await newCustomer());
    const path = { params: { path: { id: mandate.id } } };
    expect(errorOf(await other.api.GET('/api/mandates/{id}', path))).toMatchObject({
      status: 404,
      code: 'mandate_not_found',
    });
    expect(
      errorOf(await other.api.POST('/api/mandates/{id}/charge', { ...path, body: { amount: 100, currency: 'HKD' } })),
    ).toMatchObject({ status: 404 });
    expect(errorOf(await other.api.POST('/api/mandates/{id}/cancel', { ...path, body: {} }))).toMatchObject({
      status: 404,
    });
    const live = await apiClient(t, m.liveKey).GET('/api/mandates/{id}', path);
    expect(errorOf(live)).toMatchObject({ status: 404 });
  });
});

describe('subscriptions', () => {
  it('charges the first period at once and schedules the next one a month on', async () => {
    const customerId = await newCustomer();
    const mandate = await signedMandate(customerId);
    const created = await m.api.POST('/api/subscriptions', { body: subscriptionBody(customerId, mandate.id) });
    const subscription = created.data?.data;
    expect(subscription).toMatchObject({ status: 'active', interval_completed: 1, test_clock: null, action: null });
    const detail = await m.api.GET('/api/subscriptions/{id}', { params: { path: { id: subscription?.id ?? '' } } });
    const [charge] = detail.data?.data.payments ?? [];
    expect(charge).toMatchObject({ status: 'paid', source_type: 'subscription', source_id: subscription?.id });
    expect(await eventTypesOf(charge?.id ?? '')).toEqual(['payment.created', 'payment.pending', 'payment.succeeded']);
    const created_at = new Date((subscription?.time_created ?? 0) * 1000);
    const next = new Date((subscription?.time_current_period_end ?? 0) * 1000);
    // UTC account: the same day of the next month (or its last day), the same time.
    expect(next.getUTCMonth()).toBe((created_at.getUTCMonth() + 1) % 12);
    expect(next.getUTCHours()).toBe(created_at.getUTCHours());
    expect(await eventTypesOf(subscription?.id ?? '')).toEqual(['subscription.created', 'subscription.updated']);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const customerId = await newCustomer();
    const mandate = await signedMandate(customerId);
    const declined = await signedMandate(customerId, 'decline');
    const otherCustomer = await newCustomer();
    const body = subscriptionBody(customerId, mandate.id);
    const cases = [
      [{ ...body, interval_count: 0 }, 422, 'validation_failed'],
      [{ ...body, interval_count: 3651 }, 422, 'validation_failed'],
      [{ ...body, amount: 0 }, 422, 'validation_failed'],
      [{ ...body, amount: 100_000_000 }, 422, 'amount_out_of_range'],
      [{ ...body, currency: 'CNY' as const }, 422, 'currency_not_supported'],
      [{ ...body, time_trial_end: Math.floor(Date.now() / 1000) - 60 }, 422, 'trial_end_in_past'],
      [{ ...body, customer_id: otherCustomer }, 422, 'mandate_of_other_customer'],
      [{ ...body, mandate_id: declined.id }, 409, 'mandate_not_usable'],
      [{ ...body, mandate_id: 'mdt_missing' }, 404, 'mandate_not_found'],
      [{ ...body, customer_id: 'cus_missing' }, 404, 'customer_not_found'],
    ] as const;
    for (const [input, status, code] of cases) {
      expect(errorOf(await m.api.POST('/api/subscriptions', { body: input })), code).toMatchObject({ status, code });
    }
    const live = await apiClient(t, m.liveKey).POST('/api/subscriptions', { body: { ...body, test_clock: true } });
    expect(errorOf(live).status).toBe(404); // the test mandate does not exist in live mode
    const rows = await t.database.db.select().from(subscriptions).where(eq(subscriptions.customerId, customerId));
    expect(rows).toEqual([]);
  });

  it('runs trial → active → completed by its test clock, at most two intervals a step', async () => {
    const customerId = await newCustomer();
    const mandate = await signedMandate(customerId);
    const now = Math.floor(Date.now() / 1000);
    const created = await m.api.POST('/api/subscriptions', {
      body: {
        ...subscriptionBody(customerId, mandate.id),
        interval_unit: 'week',
        time_trial_end: now + 3 * day,
        test_clock: true,
      },
    });
    const subscription = created.data?.data;
    expect(subscription).toMatchObject({ status: 'trialing', interval_completed: 0 });
    const id = subscription?.id ?? '';
    const clock = subscription?.test_clock?.frozen_time ?? 0;
    const advance = (to: number) =>
      m.api.POST('/api/subscriptions/{id}/test_clock/advance', { params: { path: { id } }, body: { frozen_time: to } });

    expect(errorOf(await advance(clock + 15 * day))).toMatchObject({ status: 422, code: 'test_clock_out_of_range' });
    expect(errorOf(await advance(clock - 1))).toMatchObject({ status: 422, code: 'test_clock_out_of_range' });

    const trialOver = await advance(now + 3 * day);
    expect(trialOver.data?.data).toMatchObject({ status: 'active', interval_completed: 1 });
    const twoWeeks = await advance(now + 3 * day + 14 * day);
    expect(twoWeeks.data?.data).toMatchObject({
      status: 'completed',
      interval_completed: 3,
      time_current_period_end: null,
    });
    expect(twoWeeks.data?.data.payments.map((payment) => payment.status)).toEqual(['paid', 'paid', 'paid']);
    expect(await eventTypesOf(id)).toEqual(['subscription.created', 'subscription.updated', 'subscription.completed']);

    const charges = await t.database.db
      .select({ period: payments.billingPeriod, attempt: payments.billingAttempt })
      .from(payments)
      .where(and(eq(payments.sourceType, 'subscription'), eq(payments.sourceId, id)));
    expect(charges.map((charge) => charge.period).sort()).toEqual([1, 2, 3]);
  });

  it('goes incomplete when a charge fails, retries 1, 3 and 7 days later, then stops', async () => {
    const customerId = await newCustomer();
    const mandate = await signedMandate(customerId, 'sign_then_decline_charges');
    const created = await m.api.POST('/api/subscriptions', {
      body: { ...subscriptionBody(customerId, mandate.id), test_clock: true },
    });
    const subscription = created.data?.data;
    expect(subscription).toMatchObject({ status: 'incomplete', interval_completed: 0 });
    const id = subscription?.id ?? '';
    const start = subscription?.time_created ?? 0;
    expect(subscription?.time_current_period_end).toBe(start + day);
    const advance = (to: number) =>
      m.api.POST('/api/subscriptions/{id}/test_clock/advance', { params: { path: { id } }, body: { frozen_time: to } });
    const retried = await advance(start + 10 * day);
    expect(retried.data?.data).toMatchObject({
      status: 'incomplete',
      interval_completed: 0,
      time_current_period_end: null,
    });
    expect(retried.data?.data.payments.map((payment) => payment.failure_code)).toEqual([
      'insufficient_funds',
      'insufficient_funds',
      'insufficient_funds',
      'insufficient_funds',
    ]);
  });

  it('is canceled at once with its event; a final one refuses; a disabled account refuses with 403', async () => {
    const customerId = await newCustomer();
    const mandate = await signedMandate(customerId);
    const created = await m.api.POST('/api/subscriptions', {
      body: { ...subscriptionBody(customerId, mandate.id), time_trial_end: Math.floor(Date.now() / 1000) + day },
    });
    const id = created.data?.data.id ?? '';
    const path = { params: { path: { id } }, body: {} };
    expect(errorOf(await other.api.POST('/api/subscriptions/{id}/cancel', path))).toMatchObject({
      status: 404,
      code: 'subscription_not_found',
    });
    const canceled = await m.api.POST('/api/subscriptions/{id}/cancel', path);
    expect(canceled.data?.data).toMatchObject({ status: 'canceled', time_current_period_end: null });
    expect(errorOf(await m.api.POST('/api/subscriptions/{id}/cancel', path))).toMatchObject({
      status: 409,
      code: 'subscription_not_cancelable',
    });
    expect(await eventTypesOf(id)).toEqual(['subscription.created', 'subscription.canceled']);

    const second = await m.api.POST('/api/subscriptions', {
      body: { ...subscriptionBody(customerId, mandate.id), time_trial_end: Math.floor(Date.now() / 1000) + day },
    });
    const disabled = await payinMerchant(t, 'recurring-disabled@example.com');
    const disabledCustomer = await newCustomer(disabled);
    const disabledMandate = await signedMandate(disabledCustomer, 'sign', disabled);
    const kept = await disabled.api.POST('/api/subscriptions', {
      body: {
        ...subscriptionBody(disabledCustomer, disabledMandate.id),
        time_trial_end: Math.floor(Date.now() / 1000) + day,
      },
    });
    await disableAccount(t, disabled.accountId);
    const refused = await disabled.api.POST('/api/subscriptions/{id}/cancel', {
      params: { path: { id: kept.data?.data.id ?? '' } },
      body: {},
    });
    expect(errorOf(refused).status).toBe(403);
    expect(second.data?.data.status).toBe('trialing');
  });

  it('ends with its mandate: canceling the mandate cancels the subscriptions charging it', async () => {
    const customerId = await newCustomer();
    const mandate = await signedMandate(customerId);
    const created = await m.api.POST('/api/subscriptions', {
      body: { ...subscriptionBody(customerId, mandate.id), time_trial_end: Math.floor(Date.now() / 1000) + day },
    });
    const canceled = await m.api.POST('/api/mandates/{id}/cancel', { params: { path: { id: mandate.id } }, body: {} });
    expect(canceled.data?.data.status).toBe('canceled');
    const after = await m.api.GET('/api/subscriptions/{id}', { params: { path: { id: created.data?.data.id ?? '' } } });
    expect(after.data?.data.status).toBe('canceled');
    const again = await m.api.POST('/api/mandates/{id}/cancel', { params: { path: { id: mandate.id } }, body: {} });
    expect(errorOf(again)).toMatchObject({ status: 409, code: 'mandate_not_cancelable' });
  });
});
