import type { Payout } from '@paydeck/contract/payouts';
import { eq, type SQL, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { sessionCall } from '../../../test/balance.ts';
import { body } from '../../../test/identity.ts';
import { tokenOf } from '../../../test/payin.ts';
import {
  fundBalance,
  insertIdentityDocument,
  insertParties,
  type Parties,
  type PayoutMerchant,
  payoutMerchant,
} from '../../../test/payouts.ts';
import { queryRows } from '../../db/client.ts';
import { accounts } from '../../db/schema/merchants.ts';
import { statisticsBuckets, statisticsDays, statisticsKinds } from '../../db/schema/statistics.ts';
import { asOf } from '../../lib/clock.ts';
import { deliverDueEvents } from '../events/event-delivery.ts';
import { eventsById } from '../events/events.repository.ts';
import { eventOf } from '../events/events.service.ts';
import { figureColumns, recountDaysSql, recountSql } from './statistics.repository.ts';
import { statisticsEventConsumer } from './statistics-consumer.ts';
import { rebuildStatistics } from './statistics-rebuild.service.ts';

let t: TestApp;
let m: PayoutMerchant;
let parties: Parties;
let call: ReturnType<typeof sessionCall>;
const logger = pino({ level: 'silent' });

beforeAll(async () => {
  t = await createTestApp();
  m = await payoutMerchant(t, 'statistics-property@example.com');
  call = sessionCall(t, m.token);
  parties = await insertParties(t, m.accountId, false);
  await insertIdentityDocument(t, m.accountId, parties.payerId);
  await fundBalance(t, m.accountId, false, 'HKD', 1_000_000_000);
  // A half-hour zone: its days start at 18:30 UTC, which only quarter-hour buckets cut exactly.
  await t.database.db.update(accounts).set({ timeZone: 'Asia/Kolkata' }).where(eq(accounts.id, m.accountId));
  await t.app.apiKeys.sync();
});
afterAll(() => t.close());

/** mulberry32: a small generator whose sequence a seed fixes, so a failure can be replayed. */
const generator = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
};

const shape = (rows: Record<string, unknown>[], time: 'bucket_start' | 'day') =>
  rows
    .map((row) =>
      [
        row.livemode,
        time === 'day' ? String(row.day) : new Date(String(row.bucket_start)).toISOString(),
        row.currency,
        row.payment_method,
        ...figureColumns.map((column) => `${column}=${Number(row[column])}`),
      ].join(' '),
    )
    .sort();

/** The buckets and days as stored and as a recount makes them, one line per row, sorted. */
const bucketsNow = async () => {
  const read = (query: SQL) => queryRows<Record<string, unknown>>(t.database.db, query);
  const mine = (table: typeof statisticsBuckets | typeof statisticsDays) =>
    sql`select * from ${table} where account_id = ${m.accountId}`;
  return {
    stored: shape(await read(mine(statisticsBuckets)), 'bucket_start'),
    recounted: shape(await read(recountSql(m.accountId)), 'bucket_start'),
    days: shape(await read(mine(statisticsDays)), 'day'),
    recountedDays: shape(await read(recountDaysSql(m.accountId)), 'day'),
  };
};

describe('statistics buckets', () => {
  it('equal a full recount after a random sequence of payments, refunds, disputes and payouts', async () => {
    const seed = Number(process.env.STATISTICS_SEED ?? 2026);
    const random = generator(seed);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const api = apiClient(t, m.testKey);
    const methods = [
      { payment_method: 'fps_hk', currency: 'HKD' },
      { payment_method: 'alipay_hk', currency: 'HKD' },
      { payment_method: 'paynow_sg', currency: 'SGD' },
    ] as const;
    const paid: { id: string; left: number }[] = [];
    const pendingRefunds: string[] = [];
    const pendingPayouts: string[] = [];
    // Spread over three days of hours, so the movements fall in many buckets.
    const someTime = () => new Date(Date.now() - Math.floor(random() * 72 * 3600) * 1000);

    for (let step = 0; step < 60; step += 1) {
      const roll = random();
      await asOf(someTime(), async () => {
        if (roll < 0.45 || paid.length === 0) {
          const amount = 1_000 + Math.floor(random() * 50_000);
          const created = await api.POST('/api/payments', { body: { ...pick(methods), amount } });
          const payment = created.data?.data;
          if (!payment) throw new Error(`payment: ${JSON.stringify(created.error)}`);
          const outcome = pick(['pay_full', 'pay_full', 'underpay', 'overpay', 'fail', 'expire', 'open'] as const);
          if (outcome === 'open') return;
          const done = await api.POST('/v1/checkout/{id}/simulate', {
            params: { path: { id: payment.id } },
            body: { token: tokenOf(payment), outcome },
          });
          const after = done.data?.data;
          if (!after) throw new Error(`checkout: ${JSON.stringify(done.error)}`);
          if (after.amount_paid > 0) paid.push({ id: payment.id, left: after.amount_paid });
        } else if (roll < 0.65) {
          const payment = pick(paid);
          if (payment.left < 100) return;
          const amount = 1 + Math.floor(random() * (payment.left / 2));
          const refund = await api.POST('/api/refunds', { body: { payment_id: payment.id, amount } });
          if (!refund.data) return; // refused (e.g. disputed): nothing moved
          payment.left -= amount;
          pendingRefunds.push(refund.data.data.id);
        } else if (roll < 0.75 && pendingRefunds.length > 0) {
          const id = pendingRefunds.splice(Math.floor(random() * pendingRefunds.length), 1)[0] ?? '';
          const outcome = random() < 0.8 ? 'refunded' : 'failed';
          await api.POST('/api/refunds/{id}/simulate', { params: { path: { id } }, body: { outcome } });
        } else if (roll < 0.82) {
          const payment = pick(paid);
          await api.POST('/api/payments/{id}/dispute', {
            params: { path: { id: payment.id } },
            body: { reason: 'product_not_received', description: 'Never arrived' },
          });
        } else if (roll < 0.92) {
          const res = await call('POST', '/api/payouts', {
            livemode: 0,
            payer_id: parties.payerId,
            payee_id: parties.payeeId,
            payout_method_id: parties.payoutMethodId,
            currency: 'HKD',
            amount: 10_000 + Math.floor(random() * 100_000),
            purpose: 'salary',
          });
          if (res.statusCode !== 200) throw new Error(`payout: ${res.body}`);
          pendingPayouts.push(body<Payout>(res).data.id);
        } else if (pendingPayouts.length > 0) {
          const id = pendingPayouts.splice(Math.floor(random() * pendingPayouts.length), 1)[0] ?? '';
          const outcome = random() < 0.8 ? 'succeeded' : 'failed';
          await call('POST', `/api/payouts/${id}/simulate`, { livemode: 0, outcome });
        }
      });
      // Now and then the worker runs, part way through the story.
      if (random() < 0.2) await deliverDueEvents({ db: t.database.db, logger });
      // Half way, the merchant moves the account to a whole-hour zone: the days are cut again.
      if (step === 30) {
        const moved = await call('PUT', `/v1/accounts/${m.accountId}`, { timezone: 'America/New_York' });
        expect(moved.statusCode, moved.body).toBe(200);
      }
    }
    await deliverDueEvents({ db: t.database.db, logger });

    const { stored, recounted, days, recountedDays } = await bucketsNow();
    expect(stored).toEqual(recounted);
    expect(days).toEqual(recountedDays);
    expect(days.length).toBeGreaterThan(2);
    // The story reached every kind the test mode has, over more than a few hours.
    const kinds = statisticsKinds.filter((kind) => stored.some((line) => !line.includes(`${kind}_count=0 `)));
    expect(kinds).toEqual(['payment', 'failed', 'refund', 'dispute', 'payout']);
    expect(new Set(stored.map((line) => line.split(' ')[1])).size).toBeGreaterThan(10);
  }, 120_000);

  it('add an event handed over again only once, and a rebuild changes nothing', async () => {
    const before = await bucketsNow();
    // At-least-once: every event the consumer already took comes again, in one batch and alone.
    const taken = await queryRows<{ event_id: string }>(
      t.database.db,
      sql`select event_id from statistics_applied_events where account_id = ${m.accountId}`,
    );
    const again = (
      await eventsById(
        t.database.db,
        taken.map((row) => row.event_id),
      )
    ).map((row) => ({
      event: eventOf(row),
      accountId: row.accountId,
    }));
    expect(again.length).toBeGreaterThan(0);
    await statisticsEventConsumer.handle(again, { db: t.database.db });
    const [first] = again;
    if (first) await statisticsEventConsumer.handle([first], { db: t.database.db });
    const after = await bucketsNow();
    expect([after.stored, after.days]).toEqual([before.stored, before.days]);

    expect(await rebuildStatistics(t.database.db, m.accountId)).toBe(before.stored.length);
    const rebuilt = await bucketsNow();
    expect([rebuilt.stored, rebuilt.days]).toEqual([before.stored, before.days]);
    expect(await rebuildStatistics(t.database.db, 'acct_missing')).toBeNull();
    // Deleted buckets and days come back from the source tables.
    await t.database.db.delete(statisticsBuckets).where(eq(statisticsBuckets.accountId, m.accountId));
    await t.database.db.delete(statisticsDays).where(eq(statisticsDays.accountId, m.accountId));
    await rebuildStatistics(t.database.db, null);
    const restored = await bucketsNow();
    expect([restored.stored, restored.days]).toEqual([before.stored, before.days]);
  });
});
