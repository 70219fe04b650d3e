import { and, count, eq, inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/app.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/database.ts';
import { balanceAudit, ledgerAccount } from '../../../test/ledger.ts';
import { dueSubscriptions } from '../../../test/recurring.ts';
import { appLinkFor } from '../../context.ts';
import { payments } from '../../db/schema/payments.ts';
import { subscriptions } from '../../db/schema/recurring.ts';
import { type Gateway, simulatorGateway } from '../payments/gateway.ts';
import { type BillingContext, billDueSubscriptions } from './billing.service.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

const contextWith = (gateway: Gateway): BillingContext => ({
  db: database.db,
  appLink: appLinkFor(testConfig),
  gatewayFor: () => gateway,
  logger: pino({ level: 'silent' }),
});

/** A worker billing until nothing it can claim is due; `rounds` bounds it. */
const drain = async (ctx: BillingContext, leaseSeconds: number, rounds = 1_000) => {
  let billed = 0;
  for (let round = 0; round < rounds; round += 1) {
    const n = await billDueSubscriptions(ctx, { limit: 25, leaseSeconds });
    if (n === 0) break;
    billed += n;
  }
  return billed;
};

/** Every subscription charged exactly once for period 1, paid, counted, and booked once in the ledger. */
const expectBilledOnce = async (accountId: string, ids: string[]) => {
  const charges = await database.db
    .select({ sourceId: payments.sourceId, period: payments.billingPeriod, status: payments.status, n: count() })
    .from(payments)
    .where(and(eq(payments.sourceType, 'subscription'), inArray(payments.sourceId, ids)))
    .groupBy(payments.sourceId, payments.billingPeriod, payments.status);
  expect(charges.length).toBe(ids.length);
  expect(charges.every((charge) => charge.n === 1 && charge.period === 1 && charge.status === 'paid')).toBe(true);
  const rows = await database.db
    .select({
      status: subscriptions.status,
      completed: subscriptions.intervalCompleted,
      claimed: subscriptions.claimedUntil,
    })
    .from(subscriptions)
    .where(inArray(subscriptions.id, ids));
  expect(rows.every((row) => row.status === 'active' && row.completed === 1 && row.claimed === null)).toBe(true);
  const audit = await balanceAudit(database.db, { accountId, livemode: false, currency: 'HKD' });
  expect(audit.entries).toBe(ids.length);
  expect(audit.available + audit.pending).toBe(audit.total);
};

describe('the billing engine', () => {
  it('bills each due period exactly once with two workers racing', async () => {
    const accountId = await ledgerAccount(database.db);
    const ids = await dueSubscriptions(database.db, accountId, 120);
    const ctx = contextWith(simulatorGateway);
    const [a, b] = await Promise.all([drain(ctx, 60), drain(ctx, 60)]);
    expect(a + b).toBe(ids.length);
    expect(a).toBeGreaterThan(0);
    expect(b).toBeGreaterThan(0);
    await expectBilledOnce(accountId, ids);
  });

  it('finishes, once each, the charges of a worker that died mid-run', async () => {
    const accountId = await ledgerAccount(database.db);
    const ids = await dueSubscriptions(database.db, accountId, 80);
    // Worker A dies after its processor answered 10 charges: its claims are held, its charges made
    // and partly answered at the processor, nothing of them applied (it never comes back).
    let answered = 0;
    const dying: Gateway = {
      ...simulatorGateway,
      chargeMandate: (charge) => {
        answered += 1;
        return answered <= 10 ? simulatorGateway.chargeMandate(charge) : new Promise(() => {});
      },
    };
    const lease = 1;
    void drain(contextWith(dying), lease);
    while (answered <= 10) await new Promise((resolve) => setTimeout(resolve, 10));
    const [held] = await database.db
      .select({ n: count() })
      .from(subscriptions)
      .where(and(inArray(subscriptions.id, ids), sql`claimed_until > now()`));
    expect(held?.n).toBeGreaterThan(0);

    // Worker B bills everything else now, and A's subscriptions once their claims lapse.
    const b = contextWith(simulatorGateway);
    let billed = await drain(b, lease);
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const [left] = await database.db
        .select({ n: count() })
        .from(subscriptions)
        .where(and(inArray(subscriptions.id, ids), eq(subscriptions.intervalCompleted, 0)));
      if (left?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
      billed += await drain(b, lease);
    }
    expect(billed).toBe(ids.length);
    await expectBilledOnce(accountId, ids);
  });
});
