import type { BalanceTransactionListQuery } from '@paydeck/contract/balance-transactions';
import { and, desc, eq, gt, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import { countCapped, pageOffset, timeRange } from '../../db/paging.ts';
import { balances, balanceTransactions } from '../../db/schema/ledger.ts';
import { accounts } from '../../db/schema/merchants.ts';

export type BalanceTransactionRow = typeof balanceTransactions.$inferSelect;
export type NewBalanceTransaction = Omit<typeof balanceTransactions.$inferInsert, 'timeCreated' | 'timeAvailable'>;

/**
 * Appends an entry, available after the account's settlement delay, and moves the balance by its
 * net. The entry is dated now by the database clock, or `at` when the movement happened earlier
 * (only the demo seed back-dates). The upsert locks the balance row until the transaction ends,
 * so concurrent writers of one account, mode and currency queue and the balance stays the sum.
 */
export const appendEntry = async (
  tx: Executor,
  entry: NewBalanceTransaction,
  at?: Date,
): Promise<BalanceTransactionRow> => {
  const delay = sql`(select ${accounts.settlementDelayDays} from ${accounts} where ${accounts.id} = ${entry.accountId})`;
  const time = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
  const [row] = await tx
    .insert(balanceTransactions)
    .values({ ...entry, timeCreated: sql`${time}`, timeAvailable: sql`${time} + make_interval(days => ${delay})` })
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

/**
 * Deletes every entry of some accounts. Only the demo seed's reset does, when it rebuilds its own
 * demo tenant: the insert-only trigger (migration 0006) lets a delete through only in a
 * transaction that says so, and never an update.
 */
export const eraseLedgerOfAccounts = async (tx: Transaction, accountIds: string[]) => {
  await tx.execute(sql`select set_config('paydeck.erase_ledger', 'on', true)`);
  await tx.delete(balanceTransactions).where(inArray(balanceTransactions.accountId, accountIds));
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
