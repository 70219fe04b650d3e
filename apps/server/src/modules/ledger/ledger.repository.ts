import type { BalanceTransactionListQuery } from '@paydeck/contract/balance-transactions';
import { and, desc, eq, gt, gte, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { countCapped, pageOffset, timeRange } from '../../db/paging.ts';
import { balances, balanceTransactions } from '../../db/schema/ledger.ts';
import { accounts } from '../../db/schema/merchants.ts';

export type BalanceTransactionRow = typeof balanceTransactions.$inferSelect;
export type NewBalanceTransaction = Omit<typeof balanceTransactions.$inferInsert, 'timeCreated' | 'timeAvailable'>;

/**
 * Appends an entry, available after the account's settlement delay (database clock), and moves
 * the balance by its net. The upsert locks the balance row until the transaction ends, so
 * concurrent writers of one account, mode and currency queue and the balance stays the sum.
 */
export const appendEntry = async (tx: Executor, entry: NewBalanceTransaction): Promise<BalanceTransactionRow> => {
  const delay = sql`(select ${accounts.settlementDelayDays} from ${accounts} where ${accounts.id} = ${entry.accountId})`;
  const [row] = await tx
    .insert(balanceTransactions)
    .values({ ...entry, timeAvailable: sql`now() + make_interval(days => ${delay})` })
    .returning();
  if (!row) throw new Error('balance transaction insert returned no row');
  await tx
    .insert(balances)
    .values({ accountId: entry.accountId, livemode: entry.livemode, currency: entry.currency, amount: entry.net })
    .onConflictDoUpdate({
      target: [balances.accountId, balances.livemode, balances.currency],
      set: { amount: sql`${balances.amount} + excluded.amount`, timeUpdated: sql`now()` },
    });
  return row;
};

const inMode = (accountId: string, livemode: boolean) =>
  and(eq(balanceTransactions.accountId, accountId), eq(balanceTransactions.livemode, livemode));

export const listEntries = async (
  db: Executor,
  accountId: string,
  livemode: boolean,
  query: BalanceTransactionListQuery,
) => {
  const { from, to } = timeRange(query);
  const where = and(
    inMode(accountId, livemode),
    query.type ? eq(balanceTransactions.type, query.type) : undefined,
    query.currency ? eq(balanceTransactions.currency, query.currency) : undefined,
    query.source_id ? eq(balanceTransactions.sourceId, query.source_id) : undefined,
    query.status === 'available' ? lte(balanceTransactions.timeAvailable, sql`now()`) : undefined,
    query.status === 'pending' ? gt(balanceTransactions.timeAvailable, sql`now()`) : undefined,
    from ? gte(balanceTransactions.timeCreated, from) : undefined,
    to ? lt(balanceTransactions.timeCreated, to) : undefined,
  );
  const rows = await db
    .select()
    .from(balanceTransactions)
    .where(where)
    .orderBy(desc(balanceTransactions.timeCreated), desc(balanceTransactions.id))
    .limit(query.per_page)
    .offset(pageOffset(query));
  return { rows, total: await countCapped(db, balanceTransactions, where) };
};

export const findEntry = async (db: Executor, accountId: string, livemode: boolean, id: string) => {
  const [row] = await db
    .select()
    .from(balanceTransactions)
    .where(and(inMode(accountId, livemode), eq(balanceTransactions.id, id)));
  return row ?? null;
};

/** Every entry of one payment and its refunds and disputes, oldest first. */
export const listPaymentEntries = (db: Executor, accountId: string, livemode: boolean, paymentId: string) =>
  db
    .select()
    .from(balanceTransactions)
    .where(and(inMode(accountId, livemode), eq(balanceTransactions.paymentId, paymentId)))
    .orderBy(balanceTransactions.timeCreated, balanceTransactions.id);

export const findBalance = async (db: Executor, accountId: string, livemode: boolean, currency: string) => {
  const [row] = await db
    .select()
    .from(balances)
    .where(and(eq(balances.accountId, accountId), eq(balances.livemode, livemode), eq(balances.currency, currency)));
  return row ?? null;
};
