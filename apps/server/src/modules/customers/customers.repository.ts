import type { CustomerListQuery } from '@paydeck/contract/customers';
import { and, eq, gte, ilike, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { newestFirstPage, timeRange } from '../../db/paging.ts';
import { customers } from '../../db/schema/customers.ts';

export type CustomerRow = typeof customers.$inferSelect;
export type CustomerChangesRow = Partial<Omit<typeof customers.$inferInsert, 'id' | 'accountId' | 'livemode'>>;

const inMode = (accountId: string, livemode: boolean) =>
  and(eq(customers.accountId, accountId), eq(customers.livemode, livemode));

export const insertCustomer = async (db: Executor, row: typeof customers.$inferInsert): Promise<CustomerRow> => {
  const [inserted] = await db.insert(customers).values(row).returning();
  if (!inserted) throw new Error('customer insert returned no row');
  return inserted;
};

export const findCustomer = async (db: Executor, accountId: string, livemode: boolean, id: string) => {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(inMode(accountId, livemode), eq(customers.id, id)));
  return row ?? null;
};

export const updateCustomer = async (
  db: Executor,
  accountId: string,
  livemode: boolean,
  id: string,
  set: CustomerChangesRow,
) => {
  const [row] = await db
    .update(customers)
    .set({ ...set, timeUpdated: sql`now()` })
    .where(and(inMode(accountId, livemode), eq(customers.id, id)))
    .returning();
  return row ?? null;
};

/** `%`, `_` and `\` are literal in a name search. */
const likeEscaped = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export const listCustomers = async (db: Executor, accountId: string, livemode: boolean, query: CustomerListQuery) => {
  const { from, to } = timeRange(query);
  const search = query.search;
  const where = and(
    inMode(accountId, livemode),
    search
      ? or(
          eq(customers.id, search),
          eq(customers.reference, search),
          sql`lower(${customers.email}) = lower(${search})`,
          ilike(sql`${customers.firstName} || ' ' || ${customers.lastName}`, `%${likeEscaped(search)}%`),
        )
      : undefined,
    from ? gte(customers.timeCreated, from) : undefined,
    to ? lt(customers.timeCreated, to) : undefined,
  );
  return newestFirstPage(db, db.select().from(customers).$dynamic(), customers, where, query);
};
