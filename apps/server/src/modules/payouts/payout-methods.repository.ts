import type { PayoutMethodListQuery } from '@paydeck/contract/payouts';
import { and, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { newestFirstPage, timeRange } from '../../db/paging.ts';
import { payees, payoutMethods, payouts } from '../../db/schema/payouts.ts';

export type PayoutMethodRow = typeof payoutMethods.$inferSelect;

/** The account's methods in the mode that are not deleted (deleted ones stay for their payouts). */
const current = (accountId: string, livemode: boolean) =>
  and(eq(payoutMethods.accountId, accountId), eq(payoutMethods.livemode, livemode), isNull(payoutMethods.timeDeleted));

export const insertPayoutMethod = async (db: Executor, row: typeof payoutMethods.$inferInsert) => {
  const [inserted] = await db.insert(payoutMethods).values(row).returning();
  if (!inserted) throw new Error('payout method insert returned no row');
  return inserted;
};

/** A current method; `lock` holds its row until the transaction ends (a delete against a payout's use). */
export const findPayoutMethod = async (
  db: Executor,
  accountId: string,
  livemode: boolean,
  id: string,
  lock?: 'update' | 'share',
) => {
  const select = db
    .select()
    .from(payoutMethods)
    .where(and(current(accountId, livemode), eq(payoutMethods.id, id)));
  const [row] = await (lock ? select.for(lock) : select);
  return row ?? null;
};

/** Methods with their payee's name, newest first. */
export const listPayoutMethods = (db: Executor, accountId: string, livemode: boolean, query: PayoutMethodListQuery) => {
  const { from, to } = timeRange(query);
  const where = and(
    current(accountId, livemode),
    query.method ? eq(payoutMethods.method, query.method) : undefined,
    query.payee_id ? eq(payoutMethods.payeeId, query.payee_id) : undefined,
    from ? gte(payoutMethods.timeCreated, from) : undefined,
    to ? lt(payoutMethods.timeCreated, to) : undefined,
  );
  const select = db
    .select({ method: payoutMethods, firstName: payees.firstName, lastName: payees.lastName })
    .from(payoutMethods)
    .innerJoin(payees, eq(payees.id, payoutMethods.payeeId))
    .$dynamic();
  return newestFirstPage(db, select, payoutMethods, where, query);
};

/** Whether a payout of the method is still in progress (pending or waiting for verification). */
export const payoutMethodInUse = async (db: Executor, id: string) => {
  const [row] = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(eq(payouts.payoutMethodId, id), inArray(payouts.status, ['pending', 'waiting_action'])))
    .limit(1);
  return row !== undefined;
};

export const softDeletePayoutMethod = async (db: Executor, id: string) => {
  const [row] = await db
    .update(payoutMethods)
    .set({ timeDeleted: sql`now()` })
    .where(and(eq(payoutMethods.id, id), isNull(payoutMethods.timeDeleted)))
    .returning();
  return row ?? null;
};
