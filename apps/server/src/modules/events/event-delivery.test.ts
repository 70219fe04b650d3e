import { and, asc, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { testMailer, testSecretBox } from '../../../test/context.ts';
import { type PayinMerchant, paidPayment, payinMerchant } from '../../../test/payin.ts';
import { eventDeliveries } from '../../db/schema/events.ts';
import { startJobs } from '../../jobs/boss.ts';
import { type ConsumedEvent, useEventConsumers } from './event-consumers.ts';
import { claimSeconds, deliverDueEvents, retryDelaySeconds } from './event-delivery.ts';
import { claimDueDeliveries } from './events.repository.ts';

/** What the test consumers were handed, and which objects the flaky one fails on. */
const seen = {
  handed: [] as { consumer: string; type: string; objectId: string }[],
  failingOn: new Set<string>(),
};

// Consumers of the test's own in place of the module list's (webhooks): the mechanism under test.
const take = (consumer: string) => async (events: ConsumedEvent[]) => {
  for (const { event } of events) seen.handed.push({ consumer, type: event.type, objectId: event.object_id });
};
const paymentTypes = ['payment.created', 'payment.pending', 'payment.succeeded', 'payment.canceled'] as const;
useEventConsumers([
  { name: 'steady', eventTypes: paymentTypes, handle: take('steady') },
  {
    name: 'flaky',
    eventTypes: paymentTypes,
    // Fails the whole batch when any of its events is of a failing object.
    handle: async (events) => {
      if (events.some(({ event }) => seen.failingOn.has(event.object_id))) throw new Error('flaky is down');
      await take('flaky')(events);
    },
  },
  { name: 'refunds-only', eventTypes: ['refund.created'], handle: take('refunds-only') },
]);

let t: TestApp;
let m: PayinMerchant;
const logger = pino({ level: 'silent' });
beforeAll(async () => {
  t = await createTestApp();
  m = await payinMerchant(t, 'event-delivery@example.com');
});
afterAll(() => t.close());
beforeEach(async () => {
  // Each test starts with nothing pending and nothing handed over.
  await deliverDueEvents({ db: t.database.db, logger });
  seen.handed.length = 0;
  seen.failingOn.clear();
});

const deliver = () => deliverDueEvents({ db: t.database.db, logger });
const handedTo = (consumer: string, objectId: string) =>
  seen.handed.filter((x) => x.consumer === consumer && x.objectId === objectId).map((x) => x.type);
const pendingOf = (consumer: string, objectId: string) =>
  t.database.db
    .select({
      attempts: eventDeliveries.attempts,
      lastError: eventDeliveries.lastError,
      dueIn: sql<number>`extract(epoch from ${eventDeliveries.timeNextAttempt} - now())`.mapWith(Number),
    })
    .from(eventDeliveries)
    .where(and(eq(eventDeliveries.consumer, consumer), eq(eventDeliveries.objectId, objectId)))
    .orderBy(asc(eventDeliveries.sequence));
/** The clock moves on: the consumer's pending deliveries of the object are due now. */
const makeDue = (consumer: string, objectId: string) =>
  t.database.db
    .update(eventDeliveries)
    .set({ timeNextAttempt: sql`now() - interval '1 second'` })
    .where(and(eq(eventDeliveries.consumer, consumer), eq(eventDeliveries.objectId, objectId)));

const createPayment = async () => {
  const res = await m.api.POST('/api/payments', { body: { payment_method: 'fps_hk', amount: 5_000, currency: 'HKD' } });
  if (!res.data) throw new Error(`payment: ${JSON.stringify(res.error)}`);
  return res.data.data.id;
};
const cancel = (id: string) => m.api.POST('/api/payments/{id}/cancel', { params: { path: { id } }, body: {} });

describe('event delivery', () => {
  it('queues each event for the consumers of its type, with the change, and nothing for a refused one', async () => {
    const id = await createPayment();
    expect(await pendingOf('steady', id)).toHaveLength(1);
    expect(await pendingOf('flaky', id)).toHaveLength(1);
    expect(await pendingOf('refunds-only', id)).toHaveLength(0);
    await cancel(id);
    expect((await cancel(id)).response.status).toBe(409);
    expect(await pendingOf('steady', id)).toHaveLength(2);
  });

  it('hands each event to each consumer once, in the order of its object', async () => {
    const paid = await paidPayment(m);
    const canceled = await createPayment();
    await cancel(canceled);
    expect(await deliver()).toBe(10);
    for (const consumer of ['steady', 'flaky']) {
      expect(handedTo(consumer, paid)).toEqual(['payment.created', 'payment.pending', 'payment.succeeded']);
      expect(handedTo(consumer, canceled)).toEqual(['payment.created', 'payment.canceled']);
      expect(await pendingOf(consumer, paid)).toEqual([]);
    }
    expect(seen.handed.filter((x) => x.consumer === 'refunds-only')).toEqual([]);
    expect(await deliver()).toBe(0);
    expect(seen.handed).toHaveLength(10);
  });

  it('hands each event over once, in order, with several workers draining at once', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 6; i += 1) ids.push(await paidPayment(m));
    await Promise.all([deliver(), deliver(), deliver()]);
    for (const id of ids) {
      for (const consumer of ['steady', 'flaky']) {
        expect(handedTo(consumer, id)).toEqual(['payment.created', 'payment.pending', 'payment.succeeded']);
      }
    }
    expect(seen.handed).toHaveLength(36);
  });

  it("retries a failing consumer with backoff, holding back that object's later events only", async () => {
    const troubled = await paidPayment(m);
    const fine = await createPayment();
    seen.failingOn.add(troubled);
    await deliver();
    // The other consumer, and the failing one's other objects, go on.
    expect(handedTo('steady', troubled)).toEqual(['payment.created', 'payment.pending', 'payment.succeeded']);
    expect(handedTo('flaky', fine)).toEqual(['payment.created']);
    expect(handedTo('flaky', troubled)).toEqual([]);
    const [first, ...later] = await pendingOf('flaky', troubled);
    expect(first).toMatchObject({ attempts: 1, lastError: 'flaky is down' });
    expect(first?.dueIn).toBeGreaterThan(retryDelaySeconds(1) - 5);
    expect(first?.dueIn).toBeLessThanOrEqual(retryDelaySeconds(1));
    expect(later.map((row) => row.attempts)).toEqual([0, 0]);

    // Not due yet: nothing is tried.
    await deliver();
    expect((await pendingOf('flaky', troubled))[0]?.attempts).toBe(1);
    // Due again and still failing: the wait doubles.
    await makeDue('flaky', troubled);
    await deliver();
    const [second] = await pendingOf('flaky', troubled);
    expect(second).toMatchObject({ attempts: 2 });
    expect(second?.dueIn).toBeGreaterThan(retryDelaySeconds(2) - 5);
    expect(second?.dueIn).toBeLessThanOrEqual(retryDelaySeconds(2));

    seen.failingOn.delete(troubled);
    await makeDue('flaky', troubled);
    await deliver();
    expect(handedTo('flaky', troubled)).toEqual(['payment.created', 'payment.pending', 'payment.succeeded']);
    expect(await pendingOf('flaky', troubled)).toEqual([]);
  });

  it('waits 10 s after a first failure, doubling up to an hour', () => {
    expect([1, 2, 3, 4, 9, 10, 50].map(retryDelaySeconds)).toEqual([10, 20, 40, 80, 2560, 3600, 3600]);
  });

  it('hands over again what a consumer claimed and never finished (its process died)', async () => {
    const id = await createPayment();
    const claimed = await claimDueDeliveries(t.database.db, 'steady', 50, claimSeconds);
    expect(claimed.map((row) => row.attempts)).toEqual([1]);
    // Another worker leaves it to the claimer while the claim lasts.
    await deliver();
    expect(handedTo('steady', id)).toEqual([]);
    expect(handedTo('flaky', id)).toEqual(['payment.created']);
    // The claim ran out: the event is due again.
    await makeDue('steady', id);
    await deliver();
    expect(handedTo('steady', id)).toEqual(['payment.created']);
  });

  it('delivers through a worker what was committed while no worker ran, and what comes after', async () => {
    const id = await paidPayment(m);
    expect(handedTo('steady', id)).toEqual([]);
    let jobs: Awaited<ReturnType<typeof startJobs>> | undefined;
    try {
      jobs = await startJobs(t.database, {
        work: true,
        logger,
        mailer: testMailer(t.database.db),
        appLink: t.ctx.appLink,
        secretBox: testSecretBox(),
        webhookAllowPrivateAddresses: false,
      });
      const deadline = Date.now() + 20_000;
      while (handedTo('flaky', id).length < 3 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(handedTo('steady', id)).toEqual(['payment.created', 'payment.pending', 'payment.succeeded']);
      expect(handedTo('flaky', id)).toEqual(['payment.created', 'payment.pending', 'payment.succeeded']);
      // An idle worker keeps looking: a new event reaches its consumers (bench:webhooks measures how fast).
      const started = Date.now();
      const next = await paidPayment(m);
      while (handedTo('steady', next).length < 3 && Date.now() - started < 5_000) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(handedTo('steady', next)).toEqual(['payment.created', 'payment.pending', 'payment.succeeded']);
    } finally {
      await jobs?.stop(false);
    }
  });
});
