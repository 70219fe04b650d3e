import type { SubscriptionListQuery } from '@paydeck/contract/recurring';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { newestFirstPage, timeRange } from '../../db/paging.ts';
import { mandates, subscriptions } from '../../db/schema/recurring.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionChange = Partial<Omit<typeof subscriptions.$inferInsert, 'id' | 'accountId' | 'livemode'>>;

const inMode = (accountId: string, livemode: boolean) =>
  and(eq(subscriptions.accountId, accountId), eq(subscriptions.livemode, livemode));

export const insertSubscription = async (db: Executor, row: typeof subscriptions.$inferInsert) => {
  const [inserted] = await db.insert(subscriptions).values(row).returning();
  if (!inserted) throw new Error('subscription insert returned no row');
  return inserted;
};

export const findSubscription = async (db: Executor, accountId: string, livemode: boolean, id: string) => {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(inMode(accountId, livemode), eq(subscriptions.id, id)));
  return row ?? null;
};

/** Locked for a change: a cancel, a clock's step and the billing engine's settling take turns. */
export const lockSubscription = async (db: Executor, accountId: string, livemode: boolean, id: string) => {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(inMode(accountId, livemode), eq(subscriptions.id, id)))
    .for('update');
  return row ?? null;
};

export const updateSubscription = async (db: Executor, id: string, set: SubscriptionChange) => {
  const [row] = await db.update(subscriptions).set(set).where(eq(subscriptions.id, id)).returning();
  if (!row) throw new Error(`subscription ${id} vanished while locked`);
  return row;
};

/**
 * Claims up to `limit` subscriptions whose charge is due, for `leaseSeconds`: those due by the real
 * clock (subscriptions_due_idx), or just `only`, by its test clock if it has one. Rows another
 * worker holds are skipped, and a claim is a lease, not a lock: a worker that dies lets its claims
 * lapse, and the next one finds the charge it had made (one per period and attempt) and finishes it.
 */
export const claimDueSubscriptions = async (
  db: Executor,
  options: { limit: number; leaseSeconds: number; only?: string },
) => {
  const due = options.only
    ? sql`id = ${options.only} and time_current_period_end <= coalesce(test_clock_time, now())`
    : sql`test_clock_time is null and time_current_period_end <= now()`;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
    update ${subscriptions} set claimed_until = now() + make_interval(secs => ${options.leaseSeconds})
    where id in (
      select id from ${subscriptions}
      where time_current_period_end is not null and ${due} and (claimed_until is null or claimed_until < now())
      order by time_current_period_end
      limit ${options.limit}
      for update skip locked
    )
    returning id`,
  );
  return rows.map((row) => row.id);
};

/** Several subscriptions locked at once, in id order (the order every batch locks in). */
export const lockSubscriptionsById = (db: Executor, ids: string[]) =>
  db.select().from(subscriptions).where(inArray(subscriptions.id, ids)).orderBy(subscriptions.id).for('update');

/** What a settled charge changes on its subscription (`updateBilledSubscriptions`). */
export type BilledChange = Pick<
  SubscriptionRow,
  'id' | 'status' | 'intervalCompleted' | 'chargeAttempts' | 'timeCurrentPeriodEnd'
>;

/** A batch's settled subscriptions in one statement (one JSON parameter), their claims released. */
export const updateBilledSubscriptions = async (db: Executor, changes: BilledChange[]) => {
  if (changes.length === 0) return;
  const rows = changes.map((c) => ({
    id: c.id,
    status: c.status,
    interval_completed: c.intervalCompleted,
    charge_attempts: c.chargeAttempts,
    time_current_period_end: c.timeCurrentPeriodEnd,
  }));
  await db.execute(sql`update ${subscriptions} set status = v.status, interval_completed = v.interval_completed,
      charge_attempts = v.charge_attempts, time_current_period_end = v.time_current_period_end, claimed_until = null
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id text, status text, interval_completed int,
      charge_attempts int, time_current_period_end timestamptz)
    where ${subscriptions.id} = v.id`);
};

/** The claimed subscriptions with the mandates they charge. */
export const subscriptionsWithMandates = (db: Executor, ids: string[]) =>
  db
    .select({ subscription: subscriptions, mandate: mandates })
    .from(subscriptions)
    .innerJoin(mandates, eq(mandates.id, subscriptions.mandateId))
    .where(inArray(subscriptions.id, ids));

/** How many subscriptions are due by the real clock, counted up to `cap` (the billing job's fan-out). */
export const countDueSubscriptions = async (db: Executor, cap: number) => {
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*) as n from (select 1 from ${subscriptions}
      where time_current_period_end is not null and test_clock_time is null and time_current_period_end <= now()
      limit ${cap}) due`,
  );
  return Number(row?.n ?? 0);
};

/** The subscriptions that charge a mandate and have charges left to make (a canceled mandate ends them). */
export const lockLiveSubscriptionsOf = (db: Executor, mandateId: string) =>
  db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.mandateId, mandateId),
        inArray(subscriptions.status, ['created', 'trialing', 'active', 'incomplete']),
      ),
    )
    .for('update');

export const listSubscriptions = async (
  db: Executor,
  accountId: string,
  livemode: boolean,
  query: Pick<SubscriptionListQuery, 'page' | 'per_page'> &
    Partial<Pick<SubscriptionListQuery, 'status' | 'customer_id' | 'time_created[gte]' | 'time_created[lt]'>>,
) => {
  const { from, to } = timeRange(query);
  const where = and(
    inMode(accountId, livemode),
    query.status ? eq(subscriptions.status, query.status) : undefined,
    query.customer_id ? eq(subscriptions.customerId, query.customer_id) : undefined,
    from ? gte(subscriptions.timeCreated, from) : undefined,
    to ? lt(subscriptions.timeCreated, to) : undefined,
  );
  return newestFirstPage(db, db.select().from(subscriptions).$dynamic(), subscriptions, where, query);
};
