import type { MandateListQuery } from '@paydeck/contract/recurring';
import { and, eq, gte, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { newestFirstPage, timeRange } from '../../db/paging.ts';
import { accounts, merchants } from '../../db/schema/merchants.ts';
import { mandates } from '../../db/schema/recurring.ts';

export type MandateRow = typeof mandates.$inferSelect;
export type MandateChange = Partial<Omit<typeof mandates.$inferInsert, 'id' | 'accountId' | 'livemode'>>;

const inMode = (accountId: string, livemode: boolean) =>
  and(eq(mandates.accountId, accountId), eq(mandates.livemode, livemode));

export const insertMandate = async (db: Executor, row: typeof mandates.$inferInsert): Promise<MandateRow> => {
  const [inserted] = await db.insert(mandates).values(row).returning();
  if (!inserted) throw new Error('mandate insert returned no row');
  return inserted;
};

export const findMandate = async (db: Executor, accountId: string, livemode: boolean, id: string) => {
  const [row] = await db
    .select()
    .from(mandates)
    .where(and(inMode(accountId, livemode), eq(mandates.id, id)));
  return row ?? null;
};

/** Locked for a status change: changes of one mandate run one after another. */
export const lockMandate = async (db: Executor, accountId: string, livemode: boolean, id: string) => {
  const [row] = await db
    .select()
    .from(mandates)
    .where(and(inMode(accountId, livemode), eq(mandates.id, id)))
    .for('update');
  return row ?? null;
};

/** The signing page knows a mandate by id only (its token vouches). */
export const lockMandateById = async (db: Executor, id: string) => {
  const [row] = await db.select().from(mandates).where(eq(mandates.id, id)).for('update');
  return row ?? null;
};

/** The signing page: the mandate with the names the customer knows the merchant by. */
export const findMandateSigning = async (db: Executor, id: string) => {
  const [row] = await db
    .select({ mandate: mandates, accountName: accounts.name, merchantName: merchants.name })
    .from(mandates)
    .innerJoin(accounts, eq(accounts.id, mandates.accountId))
    .innerJoin(merchants, eq(merchants.id, accounts.merchantId))
    .where(eq(mandates.id, id));
  return row ?? null;
};

/** Moves the status only if it is still `from`: null when another mover got there first. */
export const moveMandateStatus = async (
  db: Executor,
  id: string,
  from: MandateRow['status'],
  set: MandateChange & { status: MandateRow['status'] },
) => {
  const [row] = await db
    .update(mandates)
    .set(set)
    .where(and(eq(mandates.id, id), eq(mandates.status, from)))
    .returning();
  return row ?? null;
};

/** Spec §2 mandates: by status, method and customer, newest first (the mandates_account_mode_* indexes). */
export const listMandates = async (
  db: Executor,
  accountId: string,
  livemode: boolean,
  query: Pick<MandateListQuery, 'page' | 'per_page'> &
    Partial<
      Pick<MandateListQuery, 'status' | 'payment_method' | 'customer_id' | 'time_created[gte]' | 'time_created[lt]'>
    >,
) => {
  const { from, to } = timeRange(query);
  const where = and(
    inMode(accountId, livemode),
    query.status ? eq(mandates.status, query.status) : undefined,
    query.payment_method ? eq(mandates.method, query.payment_method) : undefined,
    query.customer_id ? eq(mandates.customerId, query.customer_id) : undefined,
    from ? gte(mandates.timeCreated, from) : undefined,
    to ? lt(mandates.timeCreated, to) : undefined,
  );
  return newestFirstPage(db, db.select().from(mandates).$dynamic(), mandates, where, query);
};
