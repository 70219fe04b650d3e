import type { SettlementListQuery, SettlementStatus } from '@paydeck/contract/settlements';
import { and, eq, gte, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { newestFirstPage, timeRange } from '../../db/paging.ts';
import { settlements } from '../../db/schema/settlements.ts';

export type SettlementRow = typeof settlements.$inferSelect;
export type SettlementChange = Partial<Pick<SettlementRow, 'failureMessage' | 'timeClosed'>>;

const inMode = (accountId: string, livemode: boolean) =>
  and(eq(settlements.accountId, accountId), eq(settlements.livemode, livemode));

export const insertSettlement = async (db: Executor, row: typeof settlements.$inferInsert) => {
  const [inserted] = await db.insert(settlements).values(row).returning();
  if (!inserted) throw new Error('settlement insert returned no row');
  return inserted;
};

export const listSettlements = (db: Executor, accountId: string, livemode: boolean, query: SettlementListQuery) => {
  const { from, to } = timeRange(query);
  const where = and(
    inMode(accountId, livemode),
    query.status ? eq(settlements.status, query.status) : undefined,
    query.currency ? eq(settlements.currency, query.currency) : undefined,
    from ? gte(settlements.timeCreated, from) : undefined,
    to ? lt(settlements.timeCreated, to) : undefined,
  );
  return newestFirstPage(db, db.select().from(settlements).$dynamic(), settlements, where, query);
};

export const findSettlement = async (db: Executor, accountId: string, livemode: boolean, id: string) => {
  const [row] = await db
    .select()
    .from(settlements)
    .where(and(inMode(accountId, livemode), eq(settlements.id, id)));
  return row ?? null;
};

/** The settlement, locked until the transaction ends (the provider's moves; any account). */
export const lockSettlement = async (db: Executor, id: string) => {
  const [row] = await db.select().from(settlements).where(eq(settlements.id, id)).for('update');
  return row ?? null;
};

/** Moves the status if it is still `from`; null when another move won. */
export const moveSettlementStatus = async (
  db: Executor,
  id: string,
  from: SettlementStatus,
  set: SettlementChange & { status: SettlementStatus },
) => {
  const [row] = await db
    .update(settlements)
    .set(set)
    .where(and(eq(settlements.id, id), eq(settlements.status, from)))
    .returning();
  return row ?? null;
};
