import type { PayeeListQuery } from '@paydeck/contract/payouts';
import { and, eq, gte, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { newestFirstPage, timeRange } from '../../db/paging.ts';
import { payees } from '../../db/schema/payouts.ts';

export type PayeeRow = typeof payees.$inferSelect;
export type PayeeFields = Omit<typeof payees.$inferInsert, 'accountId' | 'id' | 'livemode' | 'timeCreated'>;

const inMode = (accountId: string, livemode: boolean) =>
  and(eq(payees.accountId, accountId), eq(payees.livemode, livemode));

export const insertPayee = async (db: Executor, row: typeof payees.$inferInsert) => {
  const [inserted] = await db.insert(payees).values(row).returning();
  if (!inserted) throw new Error('payee insert returned no row');
  return inserted;
};

export const updatePayee = async (db: Executor, accountId: string, livemode: boolean, id: string, set: PayeeFields) => {
  const [row] = await db
    .update(payees)
    .set(set)
    .where(and(inMode(accountId, livemode), eq(payees.id, id)))
    .returning();
  return row ?? null;
};

export const findPayee = async (db: Executor, accountId: string, livemode: boolean, id: string) => {
  const [row] = await db
    .select()
    .from(payees)
    .where(and(inMode(accountId, livemode), eq(payees.id, id)));
  return row ?? null;
};

export const listPayees = (db: Executor, accountId: string, livemode: boolean, query: PayeeListQuery) => {
  const { from, to } = timeRange(query);
  const where = and(
    inMode(accountId, livemode),
    query.entity_type ? eq(payees.entityType, query.entity_type) : undefined,
    query.search ? or(eq(payees.id, query.search), eq(payees.reference, query.search)) : undefined,
    from ? gte(payees.timeCreated, from) : undefined,
    to ? lt(payees.timeCreated, to) : undefined,
  );
  return newestFirstPage(db, db.select().from(payees).$dynamic(), payees, where, query);
};
