import type { PayoutListQuery, PayoutStatus } from '@paydeck/contract/payouts';
import { and, asc, eq, gte, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { newestFirstPage, timeRange } from '../../db/paging.ts';
import { payees, payoutMethods, payouts } from '../../db/schema/payouts.ts';

export type PayoutRow = typeof payouts.$inferSelect;
export type PayoutChange = Partial<
  Pick<
    PayoutRow,
    | 'failureCode'
    | 'failureMessage'
    | 'timeSucceeded'
    | 'timeClosed'
    | 'verifyAttempts'
    | 'verifyLockedUntil'
    | 'verifyCodeHash'
    | 'verifyCodeExpires'
  >
>;

const inMode = (accountId: string, livemode: boolean) =>
  and(eq(payouts.accountId, accountId), eq(payouts.livemode, livemode));

export const insertPayout = async (db: Executor, row: typeof payouts.$inferInsert) => {
  const [inserted] = await db.insert(payouts).values(row).returning();
  if (!inserted) throw new Error('payout insert returned no row');
  return inserted;
};

export const listPayouts = (db: Executor, accountId: string, livemode: boolean, query: PayoutListQuery) => {
  const { from, to } = timeRange(query);
  const search = query.search;
  const where = and(
    inMode(accountId, livemode),
    query.status ? eq(payouts.status, query.status) : undefined,
    query.method ? eq(payouts.method, query.method) : undefined,
    query.purpose ? eq(payouts.purpose, query.purpose) : undefined,
    query.currency ? eq(payouts.currency, query.currency) : undefined,
    query.payer_id ? eq(payouts.payerId, query.payer_id) : undefined,
    query.payee_id ? eq(payouts.payeeId, query.payee_id) : undefined,
    search ? or(eq(payouts.id, search), eq(payouts.reference, search)) : undefined,
    from ? gte(payouts.timeCreated, from) : undefined,
    to ? lt(payouts.timeCreated, to) : undefined,
  );
  return newestFirstPage(db, db.select().from(payouts).$dynamic(), payouts, where, query);
};

export const findPayout = async (db: Executor, accountId: string, livemode: boolean, id: string) => {
  const [row] = await db
    .select()
    .from(payouts)
    .where(and(inMode(accountId, livemode), eq(payouts.id, id)));
  return row ?? null;
};

/** The payout, locked until the transaction ends. */
export const lockPayout = async (db: Executor, id: string) => {
  const [row] = await db.select().from(payouts).where(eq(payouts.id, id)).for('update');
  return row ?? null;
};

/** Changes a payout's fields (not its status) while its status is still `status`. */
export const updatePayout = async (db: Executor, id: string, status: PayoutStatus, set: PayoutChange) => {
  const [row] = await db
    .update(payouts)
    .set(set)
    .where(and(eq(payouts.id, id), eq(payouts.status, status)))
    .returning();
  return row ?? null;
};

/** Moves the status if it is still `from`; null when another move won. */
export const movePayoutStatus = async (
  db: Executor,
  id: string,
  from: PayoutStatus,
  set: PayoutChange & { status: PayoutStatus },
) => {
  const [row] = await db
    .update(payouts)
    .set(set)
    .where(and(eq(payouts.id, id), eq(payouts.status, from)))
    .returning();
  return row ?? null;
};

export const recordPayoutSubmitted = async (db: Executor, id: string, gatewayTransactionId: string) => {
  const [row] = await db
    .update(payouts)
    .set({ gatewayTransactionId })
    .where(and(eq(payouts.id, id), eq(payouts.status, 'pending'), isNull(payouts.gatewayTransactionId)))
    .returning();
  return row ?? null;
};

/** Pending payouts made (or verified) at least `seconds` ago and not yet submitted, oldest first. */
export const listUnsubmittedPayouts = (db: Executor, seconds: number, limit: number) =>
  db
    .select()
    .from(payouts)
    .where(
      and(
        eq(payouts.status, 'pending'),
        isNull(payouts.gatewayTransactionId),
        lte(payouts.timeCreated, sql`now() - make_interval(secs => ${seconds})`),
      ),
    )
    .orderBy(asc(payouts.timeCreated))
    .limit(limit);

/** The payee's name and the account its method pays to, for the processor and the emails. */
export const findPayoutDestination = async (db: Executor, payoutMethodId: string) => {
  const [row] = await db
    .select({
      account: payoutMethods.account,
      firstName: payees.firstName,
      lastName: payees.lastName,
    })
    .from(payoutMethods)
    .innerJoin(payees, eq(payees.id, payoutMethods.payeeId))
    .where(eq(payoutMethods.id, payoutMethodId));
  if (!row) throw new Error(`payout method ${payoutMethodId} not found`);
  return row;
};
