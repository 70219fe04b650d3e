import type { EventType } from '@paydeck/contract/event-types';
import type { Event } from '@paydeck/contract/events';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer } from '../../../test/identity.ts';
import { type PayinMerchant, paidPayment, payinMerchant, tokenOf } from '../../../test/payin.ts';
import { events } from '../../db/schema/events.ts';
import { disputes, payments, refunds } from '../../db/schema/payments.ts';
import { AppError } from '../../lib/app-error.ts';
import { loseOverdueDisputes, transitionDispute } from '../disputes/disputes.service.ts';
import { notifyPayment } from '../payments/gateway-notifications.service.ts';
import { insertPayment } from '../payments/payments.repository.ts';
import { expireDuePayments, paymentOf, transitionPayment } from '../payments/payments.service.ts';
import { settleDueRefunds, transitionRefund } from '../refunds/refunds.service.ts';
import { eventOf, newEvent } from './events.service.ts';

let t: TestApp;
let m: PayinMerchant;
beforeAll(async () => {
  t = await createTestApp();
  m = await payinMerchant(t, 'status-events@example.com');
});
afterAll(() => t.close());

/** The account's events in the order they were recorded, both modes. */
const eventRows = () =>
  t.database.db.select().from(events).where(eq(events.accountId, m.accountId)).orderBy(asc(events.sequence));

/** The events the account gained while `run` ran, oldest first, as the API shows them. */
const eventsDuring = async (run: () => Promise<unknown>): Promise<Event[]> => {
  const before = new Set((await eventRows()).map((row) => row.id));
  await run();
  return (await eventRows()).filter((row) => !before.has(row.id)).map(eventOf);
};

const typesOf = (list: Event[]) => list.map((event) => [event.type, event.object_id]);

/** A payment as GET answers it, without the detail's refunds and disputes (an event carries the payment alone). */
const paymentNow = async (id: string, api = m.api) => {
  const res = await api.GET('/api/payments/{id}', { params: { path: { id } } });
  if (!res.data) throw new Error(`no payment ${id}`);
  const { refunds: _refunds, disputes: _disputes, ...payment } = res.data.data;
  return payment;
};
const refundNow = async (id: string) => (await m.api.GET('/api/refunds/{id}', { params: { path: { id } } })).data?.data;
const disputeNow = async (id: string) =>
  (await m.api.GET('/api/disputes/{id}', { params: { path: { id } } })).data?.data;

const createPayment = async (api = m.api) => {
  const res = await api.POST('/api/payments', { body: { payment_method: 'fps_hk', amount: 10_000, currency: 'HKD' } });
  if (!res.data) throw new Error(`payment: ${JSON.stringify(res.error)}`);
  return res.data.data;
};

const checkout = (payment: { id: string; action: { url: string } }, outcome: string) =>
  m.api.POST('/v1/checkout/{id}/simulate', {
    params: { path: { id: payment.id } },
    body: { token: tokenOf(payment), outcome } as never,
  });

describe('payment status changes', () => {
  it('records payment.created with the payment as POST answered it, before its processor answered', async () => {
    let created: Awaited<ReturnType<typeof createPayment>> | undefined;
    const recorded = await eventsDuring(async () => {
      created = await createPayment();
    });
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ type: 'payment.created', object_type: 'payment', livemode: false });
    expect(recorded[0]?.object_id).toBe(created?.id);
    // The payment is committed with its event, then submitted: the processor's answer comes after.
    expect(created?.gateway_transaction_id).toMatch(/^sim_pay_/);
    expect(recorded[0]?.data).toEqual({ ...created, gateway_transaction_id: null, extra: {} });
  });

  it('records no payment.created for a payment its unique reference kept out', async () => {
    const on = await t.app.inject({
      method: 'PUT',
      url: `/v1/accounts/${m.accountId}`,
      headers: bearer(m.token),
      payload: { enable_reference_unique: true },
    });
    expect(on.statusCode).toBe(200);
    const statuses: number[] = [];
    const racing = await eventsDuring(async () => {
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          m.api.POST('/api/payments', {
            body: { payment_method: 'fps_hk', amount: 1_000, currency: 'HKD', reference: 'events-race' },
          }),
        ),
      );
      statuses.push(...answers.map((answer) => answer.response.status));
    });
    expect(statuses.sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(racing.map((event) => [event.type, event.data.status])).toEqual([['payment.created', 'created']]);

    // The insert that loses to the unique index itself (past the check before it) records nothing either.
    const [taken] = await t.database.db.select().from(payments).where(eq(payments.reference, 'events-race'));
    if (!taken) throw new Error('no payment');
    const twin = { ...taken, id: 'pay_twin', timePaid: null };
    const lost = await eventsDuring(async () => {
      expect(
        await insertPayment(t.database.db, twin, newEvent(m.accountId, 'payment.created', paymentOf(t.ctx, twin))),
      ).toBe(false);
    });
    expect(lost).toEqual([]);
  });

  it.each([
    ['pay_full', 'payment.succeeded', 'paid'],
    ['underpay', 'payment.under_paid', 'under_paid'],
    ['overpay', 'payment.over_paid', 'over_paid'],
    ['fail', 'payment.failed', 'failed'],
  ] as const)('records pending, then the outcome, when the payer chooses %s', async (outcome, type, status) => {
    const payment = await createPayment();
    const recorded = await eventsDuring(() => checkout(payment, outcome));
    expect(typesOf(recorded)).toEqual([
      ['payment.pending', payment.id],
      [type, payment.id],
    ]);
    const now = await paymentNow(payment.id);
    expect(now.status).toBe(status);
    expect(recorded[0]?.data).toEqual({ ...payment, status: 'pending' });
    expect(recorded[1]?.data).toEqual(now);
  });

  it('records payment.expired when the payer lets it expire, when the sweep expires it, and payment.canceled', async () => {
    const lapsed = await createPayment();
    const onPage = await eventsDuring(() => checkout(lapsed, 'expire'));
    expect(typesOf(onPage)).toEqual([['payment.expired', lapsed.id]]);
    expect(onPage[0]?.data).toEqual(await paymentNow(lapsed.id));

    const due = await createPayment();
    await t.database.db
      .update(payments)
      .set({ timeExpired: new Date(Date.now() - 1000) })
      .where(eq(payments.id, due.id));
    const swept = await eventsDuring(() => expireDuePayments(t.ctx));
    expect(typesOf(swept)).toEqual([['payment.expired', due.id]]);
    expect(swept[0]?.data).toEqual(await paymentNow(due.id));

    const called = await createPayment();
    let answer: unknown;
    const canceled = await eventsDuring(async () => {
      answer = (await m.api.POST('/api/payments/{id}/cancel', { params: { path: { id: called.id } }, body: {} })).data
        ?.data;
    });
    expect(typesOf(canceled)).toEqual([['payment.canceled', called.id]]);
    expect(canceled[0]?.data).toEqual(answer);
  });

  it("records a live payment's moves by the gateway's notification, in live mode", async () => {
    const live = apiClient(t, m.liveKey);
    const payment = await createPayment(live);
    const recorded = await eventsDuring(() =>
      t.database.db.transaction((tx) => notifyPayment(t.ctx, tx, payment.id, { status: 'under_paid', amount: 4_000 })),
    );
    expect(typesOf(recorded)).toEqual([
      ['payment.pending', payment.id],
      ['payment.under_paid', payment.id],
    ]);
    expect(recorded.every((event) => event.livemode)).toBe(true);
    expect(recorded[1]?.data).toEqual(await paymentNow(payment.id, live));
  });
});

describe('refund status changes', () => {
  const refund = async (paymentId: string, amount = 1_000) => {
    const res = await m.api.POST('/api/refunds', { body: { payment_id: paymentId, amount } });
    if (!res.data) throw new Error(`refund: ${JSON.stringify(res.error)}`);
    return res.data.data;
  };

  it('records refund.created, then refund.succeeded or refund.failed by the simulation', async () => {
    const paymentId = await paidPayment(m);
    let made: Awaited<ReturnType<typeof refund>> | undefined;
    const created = await eventsDuring(async () => {
      made = await refund(paymentId);
    });
    const id = made?.id ?? '';
    // The payment's amounts moved, its status did not: no payment event.
    expect(typesOf(created)).toEqual([['refund.created', id]]);
    // Committed with its event, then submitted: the processor's id comes after.
    expect(made?.gateway_transaction_id).toMatch(/^sim_rf_/);
    expect(created[0]?.data).toEqual({ ...made, gateway_transaction_id: null });

    const refunded = await eventsDuring(() =>
      m.api.POST('/api/refunds/{id}/simulate', { params: { path: { id } }, body: { outcome: 'refunded' } }),
    );
    expect(typesOf(refunded)).toEqual([['refund.succeeded', id]]);
    expect(refunded[0]?.data).toEqual(await refundNow(id));

    const second = await refund(paymentId);
    const failed = await eventsDuring(() =>
      m.api.POST('/api/refunds/{id}/simulate', {
        params: { path: { id: second.id } },
        body: { outcome: 'failed', failure_code: 'refund_declined' },
      }),
    );
    expect(typesOf(failed)).toEqual([['refund.failed', second.id]]);
    expect(failed[0]?.data).toMatchObject({ status: 'failed', failure_code: 'refund_declined' });
    expect(failed[0]?.data).toEqual(await refundNow(second.id));
  });

  it('records refund.succeeded when the settle sweep gets the gateway’s answer', async () => {
    const pending = await refund(await paidPayment(m));
    await t.database.db
      .update(refunds)
      .set({ timeCreated: new Date(Date.now() - 60_000) })
      .where(eq(refunds.id, pending.id));
    const settled = await eventsDuring(() => settleDueRefunds(t.ctx));
    expect(typesOf(settled)).toEqual([['refund.succeeded', pending.id]]);
    expect(settled[0]?.data).toEqual(await refundNow(pending.id));
  });
});

describe('dispute status changes', () => {
  const open = async (paymentId?: string) => {
    if (!paymentId) return open(await paidPayment(m));
    const res = await m.api.POST('/api/payments/{id}/dispute', {
      params: { path: { id: paymentId } },
      body: { reason: 'fraudulent' },
    });
    if (!res.data) throw new Error(`dispute: ${JSON.stringify(res.error)}`);
    return res.data.data;
  };
  const simulate = (id: string, outcome: 'won' | 'lost' | 'resolved') =>
    m.api.POST('/api/disputes/{id}/simulate', { params: { path: { id } }, body: { outcome } });

  it('records dispute.created, dispute.updated on evidence, and dispute.closed when decided', async () => {
    const paymentId = await paidPayment(m);
    let opened: Awaited<ReturnType<typeof open>> | undefined;
    const created = await eventsDuring(async () => {
      opened = await open(paymentId);
    });
    const id = opened?.id ?? '';
    // The payment is now marked disputed, its status unchanged: no payment event.
    expect(typesOf(created)).toEqual([['dispute.created', id]]);
    expect(created[0]?.data).toEqual(opened);

    const answered = await eventsDuring(() =>
      m.api.POST('/api/disputes/{id}/evidence', { params: { path: { id } }, body: { text: 'Delivered on time' } }),
    );
    expect(typesOf(answered)).toEqual([['dispute.updated', id]]);
    expect(answered[0]?.data).toMatchObject({ status: 'under_review', evidence: { text: 'Delivered on time' } });
    expect(answered[0]?.data).toEqual(await disputeNow(id));

    const won = await eventsDuring(() => simulate(id, 'won'));
    expect(typesOf(won)).toEqual([['dispute.closed', id]]);
    expect(won[0]?.data).toMatchObject({ status: 'won', close_reason: 'evidence_accepted' });
    expect(won[0]?.data).toEqual(await disputeNow(id));
  });

  it.each([
    ['accepted', 'merchant_accepted'],
    ['lost', 'evidence_rejected'],
    ['resolved', 'payer_withdrew'],
  ] as const)('records dispute.closed when it ends %s', async (status, closeReason) => {
    const { id } = await open();
    const recorded = await eventsDuring(() =>
      status === 'accepted'
        ? m.api.POST('/api/disputes/{id}/accept', { params: { path: { id } }, body: {} })
        : simulate(id, status),
    );
    expect(typesOf(recorded)).toEqual([['dispute.closed', id]]);
    expect(recorded[0]?.data).toMatchObject({ status, close_reason: closeReason });
    expect(recorded[0]?.data).toEqual(await disputeNow(id));
  });

  it('records dispute.closed when the deadline sweep finds it unanswered', async () => {
    const { id } = await open();
    await t.database.db
      .update(disputes)
      .set({ timeExpired: new Date(Date.now() - 1000) })
      .where(eq(disputes.id, id));
    const swept = await eventsDuring(() => loseOverdueDisputes(t.ctx));
    expect(typesOf(swept)).toEqual([['dispute.closed', id]]);
    expect(swept[0]?.data).toMatchObject({ status: 'lost', close_reason: 'no_response' });
    expect(swept[0]?.data).toEqual(await disputeNow(id));
  });
});

describe('refused moves', () => {
  it('record nothing, whether the API, the checkout or a sweep refuses', async () => {
    const paid = await createPayment();
    await checkout(paid, 'pay_full');
    const [refundOfPaid] = [
      (await m.api.POST('/api/refunds', { body: { payment_id: paid.id, amount: 1_000 } })).data?.data.id ?? '',
    ];
    await m.api.POST('/api/refunds/{id}/simulate', {
      params: { path: { id: refundOfPaid } },
      body: { outcome: 'refunded' },
    });
    const disputed = await paidPayment(m);
    const dispute = (
      await m.api.POST('/api/payments/{id}/dispute', {
        params: { path: { id: disputed } },
        body: { reason: 'general' },
      })
    ).data?.data.id;
    await m.api.POST('/api/disputes/{id}/accept', { params: { path: { id: dispute ?? '' } }, body: {} });
    await t.database.db
      .update(payments)
      .set({ timeExpired: new Date(Date.now() - 1000) })
      .where(eq(payments.id, paid.id));

    const statuses: number[] = [];
    const recorded = await eventsDuring(async () => {
      const calls = [
        m.api.POST('/api/payments/{id}/cancel', { params: { path: { id: paid.id } }, body: {} }),
        checkout(paid, 'fail'),
        m.api.POST('/api/refunds/{id}/simulate', {
          params: { path: { id: refundOfPaid } },
          body: { outcome: 'failed' },
        }),
        m.api.POST('/api/refunds', { body: { payment_id: paid.id, amount: 1_000_000 } }),
        m.api.POST('/api/disputes/{id}/accept', { params: { path: { id: dispute ?? '' } }, body: {} }),
        m.api.POST('/api/disputes/{id}/evidence', { params: { path: { id: dispute ?? '' } }, body: { text: 'Late' } }),
      ];
      for (const call of calls) statuses.push((await call).response.status);
      expect(await expireDuePayments(t.ctx)).toBe(0);
    });
    expect(statuses).toEqual([409, 409, 409, 422, 409, 409]);
    expect(recorded).toEqual([]);
  });

  it('a mover holding a stale row loses cleanly: refused with the winner’s status, nothing recorded', async () => {
    const reject = async (move: () => Promise<unknown>) => {
      const error = await move().then(
        () => null,
        (thrown: unknown) => thrown,
      );
      if (!(error instanceof AppError)) throw new Error(`expected a refusal, got ${String(error)}`);
      return { code: error.code, status: error.params.status };
    };
    const db = t.database.db;

    const payment = await createPayment();
    const [stalePayment] = await db.select().from(payments).where(eq(payments.id, payment.id));
    await m.api.POST('/api/payments/{id}/cancel', { params: { path: { id: payment.id } }, body: {} });

    const paidId = await paidPayment(m);
    const refund = (await m.api.POST('/api/refunds', { body: { payment_id: paidId, amount: 500 } })).data?.data.id;
    const [staleRefund] = await db
      .select()
      .from(refunds)
      .where(eq(refunds.id, refund ?? ''));
    await m.api.POST('/api/refunds/{id}/simulate', {
      params: { path: { id: refund ?? '' } },
      body: { outcome: 'refunded' },
    });

    const disputedId = await paidPayment(m);
    const dispute = (
      await m.api.POST('/api/payments/{id}/dispute', {
        params: { path: { id: disputedId } },
        body: { reason: 'general' },
      })
    ).data?.data.id;
    const [staleDispute] = await db
      .select()
      .from(disputes)
      .where(eq(disputes.id, dispute ?? ''));
    await m.api.POST('/api/disputes/{id}/accept', { params: { path: { id: dispute ?? '' } }, body: {} });
    if (!stalePayment || !staleRefund || !staleDispute) throw new Error('rows missing');

    const outcomes: unknown[] = [];
    const recorded = await eventsDuring(async () => {
      outcomes.push(
        await reject(() =>
          db.transaction((tx) => transitionPayment(t.ctx, tx, stalePayment, 'expired', 'payment_not_payable')),
        ),
        await reject(() => db.transaction((tx) => transitionRefund(tx, staleRefund, { reference: null }, 'failed'))),
        await reject(() => db.transaction((tx) => transitionDispute(tx, staleDispute, 'under_review', {}))),
      );
    });
    expect(outcomes).toEqual([
      { code: 'payment_not_payable', status: 'canceled' },
      { code: 'refund_status_invalid', status: 'refunded' },
      { code: 'dispute_status_invalid', status: 'accepted' },
    ]);
    expect(recorded).toEqual([]);
    const [row] = await db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row?.status).toBe('canceled');
  });

  it('concurrent cancels of one payment: one wins, one event', async () => {
    const payment = await createPayment();
    const statuses: number[] = [];
    const recorded = await eventsDuring(async () => {
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          m.api.POST('/api/payments/{id}/cancel', { params: { path: { id: payment.id } }, body: {} }),
        ),
      );
      statuses.push(...answers.map((answer) => answer.response.status));
    });
    expect(statuses.sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(recorded.map((event) => event.type)).toEqual(['payment.canceled' satisfies EventType]);
  });
});
