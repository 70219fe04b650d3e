import { eq } from 'drizzle-orm';
import { disputes, payments } from '../src/db/schema/payments.ts';
import { mandates } from '../src/db/schema/recurring.ts';
import { bankAccounts, settlements } from '../src/db/schema/settlements.ts';
import { webhookEndpoints, webhookHistories } from '../src/db/schema/webhooks.ts';
import { newId } from '../src/lib/ids.ts';
import { notifyPayment } from '../src/modules/payments/gateway-notifications.service.ts';
import type { TestApp } from './app.ts';
import { goodBankAccount } from './balance.ts';
import { bearer, body, randomIp } from './identity.ts';

type Mode = 0 | 1;

/**
 * Pay-in objects made through the API with a session that may make them (the account's owner),
 * for tests that walk every route: matrices and tenancy.
 */
export const payinFixtures = (t: TestApp, token: string) => {
  const call = async <T>(method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await t.app.inject({
      method,
      url,
      headers: bearer(token),
      // Payers come from their own addresses: the checkout's per-IP limit is not the test's concern.
      remoteAddress: randomIp(),
      ...(payload ? { payload } : {}),
    });
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.body}`);
    return body<T>(res).data;
  };
  const bankAccount = async () => {
    const { beneficiary_name } = await call<{ beneficiary_name: string }>('GET', '/v1/bank_accounts');
    return (await call<{ id: string }>('POST', '/v1/bank_accounts', goodBankAccount({ beneficiary_name }))).id;
  };
  const payment = (mode: Mode) =>
    call<{ id: string; action: { url: string } }>('POST', '/api/payments', {
      livemode: mode,
      payment_method: 'fps_hk',
      amount: 10_000,
      currency: 'HKD',
    });
  /** A test payment is paid on its checkout page; a live one only by the gateway's notification. */
  const paidPayment = async (mode: Mode) => {
    const created = await payment(mode);
    if (mode === 1) {
      await t.database.db.transaction((tx) => notifyPayment(t.ctx, tx, created.id, { status: 'paid' }));
      return created.id;
    }
    const token = new URL(created.action.url).searchParams.get('token');
    await call('POST', `/v1/checkout/${created.id}/simulate`, { token, outcome: 'pay_full' });
    return created.id;
  };
  /** Disputes open only in test mode; a live one is a test one moved to live, payment and all. */
  const dispute = async (mode: Mode, underReview = false) => {
    const paymentId = await paidPayment(0);
    const { id } = await call<{ id: string }>('POST', `/api/payments/${paymentId}/dispute`, {
      livemode: 0,
      reason: 'general',
    });
    if (underReview) await call('POST', `/api/disputes/${id}/evidence`, { livemode: 0, text: 'Proof' });
    if (mode === 1) {
      await t.database.db.update(payments).set({ livemode: true }).where(eq(payments.id, paymentId));
      await t.database.db.update(disputes).set({ livemode: true }).where(eq(disputes.id, id));
    }
    return id;
  };
  const customer = async (mode: Mode) =>
    (
      await call<{ id: string }>('POST', '/api/customers', {
        livemode: mode,
        first_name: 'Fixture',
        last_name: 'Customer',
      })
    ).id;
  /** A new customer's alipay_hk mandate, signed: on its page in test mode, by the processor (written) in live. */
  const signedMandate = async (mode: Mode) => {
    const customerId = await customer(mode);
    const created = await call<{ id: string; action: { url: string } }>('POST', '/api/mandates', {
      livemode: mode,
      customer_id: customerId,
      payment_method: 'alipay_hk',
    });
    if (mode === 1) {
      await t.database.db
        .update(mandates)
        .set({ status: 'succeeded', timeSigned: new Date() })
        .where(eq(mandates.id, created.id));
    } else {
      const token = new URL(created.action.url).searchParams.get('token');
      await call('POST', `/v1/mandate-signing/${created.id}/sign`, { token, outcome: 'sign' });
    }
    return { customerId, mandateId: created.id };
  };
  /** A monthly subscription still in its trial (nothing billed); in test mode on a test clock. */
  const subscription = async (mode: Mode) => {
    const { customerId, mandateId } = await signedMandate(mode);
    const created = await call<{ id: string }>('POST', '/api/subscriptions', {
      livemode: mode,
      customer_id: customerId,
      mandate_id: mandateId,
      amount: 9_900,
      currency: 'HKD',
      interval_unit: 'month',
      interval_count: 12,
      time_trial_end: Math.floor(Date.now() / 1000) + 86_400,
      test_clock: mode === 0,
    });
    return created.id;
  };
  return {
    customer,
    /** `customer_id|mandate_id` of a signed mandate. */
    signedMandate: async (mode: Mode) => {
      const { customerId, mandateId } = await signedMandate(mode);
      return `${customerId}|${mandateId}`;
    },
    mandate: async (mode: Mode) => (await signedMandate(mode)).mandateId,
    subscription,
    payment: async (mode: Mode) => (await payment(mode)).id,
    paidPayment,
    pendingRefund: async (mode: Mode) =>
      (
        await call<{ id: string }>('POST', '/api/refunds', {
          livemode: mode,
          payment_id: await paidPayment(mode),
          amount: 1_000,
        })
      ).id,
    dispute,
    entry: async (mode: Mode) => {
      const paymentId = await paidPayment(mode);
      const page = await call<{ list: { id: string }[] }>(
        'GET',
        `/api/balance_transactions?livemode=${mode}&source_id=${paymentId}`,
      );
      const [first] = page.list;
      if (!first) throw new Error('no ledger entry');
      return first.id;
    },
    /** The payment.created event of a new payment. */
    event: async (mode: Mode) => {
      const { id } = await payment(mode);
      const page = await call<{ list: { id: string }[] }>('GET', `/api/events?livemode=${mode}&object_id=${id}`);
      const [first] = page.list;
      if (!first) throw new Error('no event');
      return first.id;
    },
    webhookEndpoint: async (mode: Mode) =>
      (
        await call<{ id: string }>('POST', '/api/webhook_endpoints', {
          livemode: mode,
          url: 'https://shop.example.com/paydeck/webhooks',
          enabled_events: ['*'],
        })
      ).id,
    /** An attempt of a test event to a new endpoint, as the dispatcher records one. */
    webhookHistory: async (mode: Mode) => {
      const endpoint = await call<{ id: string }>('POST', '/api/webhook_endpoints', {
        livemode: mode,
        url: 'https://shop.example.com/paydeck/webhooks',
        enabled_events: ['*'],
      });
      const queued = await call<{ delivery_id: string; event_id: string }>(
        'POST',
        `/api/webhook_endpoints/${endpoint.id}/test`,
        { livemode: mode, type: 'payment.created' },
      );
      const [made] = await t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
      const [row] = await t.database.db
        .insert(webhookHistories)
        .values({
          accountId: made?.accountId ?? '',
          id: newId('wh'),
          livemode: mode === 1,
          endpointId: endpoint.id,
          deliveryId: queued.delivery_id,
          eventId: queued.event_id,
          eventType: 'payment.created',
          origin: 'test',
          attempt: 1,
          notifyUrl: 'https://shop.example.com/paydeck/webhooks',
          status: 'failed',
          requestHeaders: {},
          responseCode: 500,
          durationMs: 12,
        })
        .returning();
      return row?.id ?? '';
    },
    file: async () => {
      const boundary = '----paydeck-fixture';
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/files?livemode=0&purpose=dispute_evidence',
        headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="note.txt"\r\n\r\nEvidence\r\n--${boundary}--\r\n`,
      });
      if (res.statusCode !== 200) throw new Error(`upload: ${res.body}`);
      return body<{ id: string }>(res).data.id;
    },
    /** An HKD bank account, its beneficiary the company as the list says it must be written. */
    bankAccount,
    /** A pending settlement to a new bank account, written as the withdrawal would (no balance needed). */
    settlement: async (mode: Mode) => {
      const bankId = await bankAccount();
      const [bank] = await t.database.db.select().from(bankAccounts).where(eq(bankAccounts.id, bankId));
      if (!bank) throw new Error('no bank account');
      const [row] = await t.database.db
        .insert(settlements)
        .values({
          accountId: bank.accountId,
          id: newId('stl'),
          livemode: mode === 1,
          currency: 'HKD',
          amount: 10_000,
          fee: 15_625,
          feeExchangeRate: '7.8125',
          status: 'pending',
          description: 'Fixture',
          arrivalDate: '2030-01-02',
          bankAccountId: bank.id,
          bankAccount: {
            id: bank.id,
            bank_name: bank.bankName,
            swift_code: bank.swiftCode,
            bank_country: bank.bankCountry,
            account_number: bank.accountNumber,
            beneficiary_name: bank.beneficiaryName,
            currency: bank.currency,
          },
        })
        .returning();
      return row?.id ?? '';
    },
  };
};
