import type { BalanceTransactionListQuery } from '@paydeck/contract/balance-transactions';
import type { exportColumns } from '@paydeck/contract/exports';
import type { BalanceTransactionType } from '@paydeck/contract/payin-types';
import { and, eq, gt, gte, inArray, lt, lte, type SQLWrapper, sql } from 'drizzle-orm';
import { type Executor, queryRows, type Transaction } from '../../db/client.ts';
import {
  type CsvSourceRow,
  epochSeconds,
  minorText,
  newestFirstBatches,
  newestFirstPage,
  rawFields,
  timeRange,
} from '../../db/paging.ts';
import { balances, balanceTransactions } from '../../db/schema/ledger.ts';
import { accounts } from '../../db/schema/merchants.ts';

export type BalanceTransactionRow = typeof balanceTransactions.$inferSelect;
export type NewBalanceTransaction = Omit<typeof balanceTransactions.$inferInsert, 'timeCreated' | 'timeAvailable'>;

/** One balance: an account's money in one mode and currency. */
export type BalanceKey = { accountId: string; livemode: boolean; currency: string };

/**
 * When an entry is dated and when it becomes available: dated now by the database clock, or `at`
 * when the movement happened earlier (only the demo seed back-dates); available when dated, after
 * the account's settlement delay, or at a given time.
 */
export type EntryTiming = { at?: Date | undefined; available: 'created' | 'settlement_delay' | Date };

const balanceOf = (key: BalanceKey) =>
  and(eq(balances.accountId, key.accountId), eq(balances.livemode, key.livemode), eq(balances.currency, key.currency));

const inMode = (accountId: string, livemode: boolean) =>
  and(eq(balanceTransactions.accountId, accountId), eq(balanceTransactions.livemode, livemode));

/**
 * Appends an entry and moves its balance by its net: into `available` if the entry is available
 * by the balance's `matured_through`, else into `pending` (a new balance has matured nothing yet).
 * The upsert locks the balance row until the transaction ends and reads `matured_through` under
 * that lock, so concurrent writers and the maturity job queue and each entry is counted once.
 */
/** An entry's creation and availability times, as SQL: see `EntryTiming`. */
const timesOf = (accountId: string, timing: EntryTiming) => {
  const delay = sql`(select ${accounts.settlementDelayDays} from ${accounts} where ${accounts.id} = ${accountId})`;
  const created = timing.at ? sql`${timing.at.toISOString()}::timestamptz` : sql`now()`;
  const available =
    timing.available === 'created'
      ? created
      : timing.available === 'settlement_delay'
        ? sql`${created} + make_interval(days => ${delay})`
        : sql`${timing.available.toISOString()}::timestamptz`;
  return { timeCreated: sql`${created}`, timeAvailable: sql`${available}` };
};

export const appendEntry = async (
  tx: Executor,
  entry: NewBalanceTransaction,
  timing: EntryTiming,
): Promise<BalanceTransactionRow> => {
  const [row] = await tx
    .insert(balanceTransactions)
    .values({ ...entry, ...timesOf(entry.accountId, timing) })
    .returning();
  if (!row) throw new Error('balance transaction insert returned no row');
  // Compared in the database: the returned Date has lost the timestamp's microseconds.
  const matured = sql`(select ${balanceTransactions.timeAvailable} from ${balanceTransactions} where ${balanceTransactions.id} = ${row.id}) <= ${balances.maturedThrough}`;
  await tx
    .insert(balances)
    .values({ accountId: entry.accountId, livemode: entry.livemode, currency: entry.currency, pending: entry.net })
    .onConflictDoUpdate({
      target: [balances.accountId, balances.livemode, balances.currency],
      set: {
        available: sql`${balances.available} + case when ${matured} then ${entry.net}::bigint else 0 end`,
        pending: sql`${balances.pending} + case when ${matured} then 0 else ${entry.net}::bigint end`,
        timeUpdated: sql`now()`,
      },
    });
  return row;
};

/**
 * `appendEntry` for a batch: the entries in one insert, then each balance moved once by their nets,
 * split between available and pending as each entry's availability falls against the balance's
 * `matured_through`, read under the upsert's lock as one entry's would be. Balances are moved in
 * key order, so two batches lock them in the same order.
 */
export const appendEntries = async (tx: Executor, list: { entry: NewBalanceTransaction; timing: EntryTiming }[]) => {
  if (list.length === 0) return [];
  const rows = list.map(({ entry, timing }) => ({
    ...entry,
    at: timing.at ?? null,
    available: timing.available instanceof Date ? 'at' : timing.available,
    available_at: timing.available instanceof Date ? timing.available : null,
  }));
  const created = sql`coalesce(x.at, now())`;
  const inserted = await queryRows<{
    id: string;
    account_id: string;
    livemode: boolean;
    currency: string;
    net: string;
  }>(
    tx,
    sql`insert into ${balanceTransactions} (id, account_id, livemode, currency, source_currency, type, source_type,
        source_id, payment_id, method, source_amount, amount, fee_total, fee_details, exchange_rate, net, description,
        time_created, time_available)
      select x.id, x.account_id, x.livemode, x.currency, x.source_currency, x.type, x.source_type, x.source_id,
        x.payment_id, x.method, x.source_amount, x.amount, x.fee_total, x.fee_details, x.exchange_rate, x.net,
        x.description, ${created},
        case x.available when 'created' then ${created}
          when 'settlement_delay' then ${created} + make_interval(days => ${accounts.settlementDelayDays})
          else x.available_at end
      from jsonb_to_recordset(${JSON.stringify(rows.map(entryJsonOf))}::jsonb) as x(id text, account_id text,
        livemode boolean, currency text, source_currency text, type text, source_type text, source_id text,
        payment_id text, method text, source_amount bigint, amount bigint, fee_total bigint, fee_details jsonb,
        exchange_rate text, net bigint, description text, at timestamptz, available text, available_at timestamptz)
      join ${accounts} on ${accounts.id} = x.account_id
      returning id, account_id, livemode, currency, net`,
  );
  const byBalance = new Map<string, typeof inserted>();
  for (const row of inserted) {
    const key = `${row.account_id}|${row.livemode}|${row.currency}`;
    byBalance.set(key, [...(byBalance.get(key) ?? []), row]);
  }
  for (const key of [...byBalance.keys()].sort()) {
    const entries = byBalance.get(key) ?? [];
    const [first] = entries;
    if (!first) continue;
    const total = entries.reduce((sum, entry) => sum + Number(entry.net), 0);
    const ids = entries.map((entry) => entry.id);
    const matured = sql`(select coalesce(sum(${balanceTransactions.net}) filter (where ${balanceTransactions.timeAvailable} <= ${balances.maturedThrough}), 0)
      from ${balanceTransactions} where ${inArray(balanceTransactions.id, ids)})`;
    await tx
      .insert(balances)
      .values({ accountId: first.account_id, livemode: first.livemode, currency: first.currency, pending: total })
      .onConflictDoUpdate({
        target: [balances.accountId, balances.livemode, balances.currency],
        set: {
          available: sql`${balances.available} + ${matured}`,
          pending: sql`${balances.pending} + ${total}::bigint - ${matured}`,
          timeUpdated: sql`now()`,
        },
      });
  }
  return inserted.map((row) => row.id);
};

/** An entry as `appendEntries` reads it: column names, and when it is dated and available. */
const entryJsonOf = (
  row: NewBalanceTransaction & { at: Date | null; available: string; available_at: Date | null },
) => ({
  id: row.id,
  account_id: row.accountId,
  livemode: row.livemode,
  currency: row.currency,
  source_currency: row.sourceCurrency,
  type: row.type,
  source_type: row.sourceType,
  source_id: row.sourceId,
  payment_id: row.paymentId ?? null,
  method: row.method ?? null,
  source_amount: row.sourceAmount,
  amount: row.amount,
  fee_total: row.feeTotal,
  fee_details: row.feeDetails,
  exchange_rate: row.exchangeRate ?? '1',
  net: row.net,
  description: row.description,
  at: row.at,
  available: row.available,
  available_at: row.available_at,
});

/** The currencies an account keeps balances in, read in the posting's transaction (null: no such account). */
export const findSettlementCurrencies = async (db: Executor, accountId: string) => {
  const [row] = await db
    .select({ currencies: accounts.settlementCurrencies, defaultCurrency: accounts.defaultSettlementCurrency })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row ?? null;
};

/**
 * The first entry of one type from one source, as far as booking needs it: a payment's own
 * `payment` entry, or the refund or dispute entry a reversal gives back.
 */
export const findSourceEntry = async (
  db: Executor,
  key: Pick<BalanceKey, 'accountId' | 'livemode'>,
  sourceId: string,
  type: BalanceTransactionType,
) => {
  const [row] = await db
    .select({
      currency: balanceTransactions.currency,
      sourceCurrency: balanceTransactions.sourceCurrency,
      exchangeRate: balanceTransactions.exchangeRate,
    })
    .from(balanceTransactions)
    .where(
      and(
        inMode(key.accountId, key.livemode),
        eq(balanceTransactions.sourceId, sourceId),
        eq(balanceTransactions.type, type),
      ),
    )
    .orderBy(balanceTransactions.timeCreated, balanceTransactions.id)
    .limit(1);
  return row ?? null;
};

/** The balance row, locked until the transaction ends (null before its first entry). */
export const lockBalance = async (tx: Transaction, key: BalanceKey) => {
  const [row] = await tx.select().from(balances).where(balanceOf(key)).for('update');
  return row ?? null;
};

/**
 * What the entries that became available since `matured_through` (up to now) add up to. Run
 * after `lockBalance`, in a statement of its own: its snapshot then holds every entry committed
 * before the lock was granted, and no entry of this balance can commit while it is held.
 */
export const maturedAmount = async (tx: Transaction, key: BalanceKey): Promise<number> => {
  const through = sql`(select ${balances.maturedThrough} from ${balances} where ${balanceOf(key)})`;
  const [row] = await tx
    .select({ amount: sql`coalesce(sum(${balanceTransactions.net}), 0)`.mapWith(Number) })
    .from(balanceTransactions)
    .where(
      and(
        eq(balanceTransactions.accountId, key.accountId),
        eq(balanceTransactions.livemode, key.livemode),
        eq(balanceTransactions.currency, key.currency),
        gt(balanceTransactions.timeAvailable, through),
        lte(balanceTransactions.timeAvailable, sql`greatest(${through}, now())`),
      ),
    );
  return row?.amount ?? 0;
};

/** Moves `amount` (from `maturedAmount`, under the same lock) to available and marks it matured up to now. */
export const advanceMaturity = async (tx: Transaction, key: BalanceKey, amount: number) => {
  await tx
    .update(balances)
    .set({
      available: sql`${balances.available} + ${amount}::bigint`,
      pending: sql`${balances.pending} - ${amount}::bigint`,
      maturedThrough: sql`greatest(${balances.maturedThrough}, now())`,
      timeUpdated: sql`now()`,
    })
    .where(balanceOf(key));
};

/** Balances with an entry that became available since they last matured (at most `limit`). */
export const listBalancesToMature = (db: Executor, limit: number): Promise<BalanceKey[]> =>
  db
    .select({ accountId: balances.accountId, livemode: balances.livemode, currency: balances.currency })
    .from(balances)
    .where(
      sql`exists (select 1 from ${balanceTransactions} where ${balanceTransactions.accountId} = ${balances.accountId}
        and ${balanceTransactions.livemode} = ${balances.livemode} and ${balanceTransactions.currency} = ${balances.currency}
        and ${balanceTransactions.timeAvailable} > ${balances.maturedThrough} and ${balanceTransactions.timeAvailable} <= now())`,
    )
    .limit(limit);

/**
 * Deletes every entry of some accounts. Only the demo seed's reset does, when it rebuilds its own
 * demo tenant: the insert-only trigger (migration 0006) lets a delete through only in a
 * transaction that says so, and never an update.
 */
export const eraseLedgerOfAccounts = async (tx: Transaction, accountIds: string[]) => {
  await tx.execute(sql`select set_config('paydeck.erase_ledger', 'on', true)`);
  await tx.delete(balanceTransactions).where(inArray(balanceTransactions.accountId, accountIds));
};

type EntryFilter = Partial<
  Pick<
    BalanceTransactionListQuery,
    'type' | 'status' | 'currency' | 'source_id' | 'time_created[gte]' | 'time_created[lt]'
  >
>;

/** What the balance transactions list (and an export of it) selects: one builder for both. */
const entryListWhere = (accountId: string, livemode: boolean, query: EntryFilter) => {
  const { from, to } = timeRange(query);
  return and(
    inMode(accountId, livemode),
    query.type ? eq(balanceTransactions.type, query.type) : undefined,
    query.currency ? eq(balanceTransactions.currency, query.currency) : undefined,
    query.source_id ? eq(balanceTransactions.sourceId, query.source_id) : undefined,
    query.status === 'available' ? lte(balanceTransactions.timeAvailable, sql`now()`) : undefined,
    query.status === 'pending' ? gt(balanceTransactions.timeAvailable, sql`now()`) : undefined,
    from ? gte(balanceTransactions.timeCreated, from) : undefined,
    to ? lt(balanceTransactions.timeCreated, to) : undefined,
  );
};

export const listEntries = async (
  db: Executor,
  accountId: string,
  livemode: boolean,
  query: BalanceTransactionListQuery,
) =>
  newestFirstPage(
    db,
    db.select().from(balanceTransactions).$dynamic(),
    balanceTransactions,
    entryListWhere(accountId, livemode, query),
    query,
  );

/** Every entry the list would show under `filter`, newest first, in keyset batches (exports). */
/**
 * The balance transactions export's CSV columns (exportColumns.balance_transaction), read raw. The
 * status is the list's: available once `time_available` has passed by the database clock, as the
 * list's status filter has it.
 */
const entryCsvFields = rawFields({
  id: balanceTransactions.id,
  type: balanceTransactions.type,
  source_id: balanceTransactions.sourceId,
  status: sql`case when ${balanceTransactions.timeAvailable} <= now() then 'available' else 'pending' end`,
  currency: balanceTransactions.currency,
  amount: minorText(balanceTransactions.amount),
  fee_total: minorText(balanceTransactions.feeTotal),
  net: minorText(balanceTransactions.net),
  description: balanceTransactions.description,
  time_created: epochSeconds(balanceTransactions.timeCreated),
  time_available: epochSeconds(balanceTransactions.timeAvailable),
} satisfies Record<keyof typeof exportColumns.balance_transaction, SQLWrapper>);

/** Every entry the list would show under `filter`, newest first, in keyset batches of CSV cells (exports). */
export const entryCsvBatches = (
  db: Executor,
  accountId: string,
  livemode: boolean,
  filter: EntryFilter,
  batch?: number,
) =>
  newestFirstBatches<CsvSourceRow>(
    db,
    () => db.select(entryCsvFields).from(balanceTransactions).$dynamic(),
    balanceTransactions,
    entryListWhere(accountId, livemode, filter),
    batch,
  );

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

export const findBalance = async (db: Executor, key: BalanceKey) => {
  const [row] = await db.select().from(balances).where(balanceOf(key));
  return row ?? null;
};

/**
 * A mode's balances, one per currency, with what became due since the last maturity already
 * counted as available (the stored parts may lag the maturity job by up to a minute).
 */
export const listBalances = (db: Executor, accountId: string, livemode: boolean) =>
  db
    .select({
      currency: balances.currency,
      available: sql`${balances.available} + coalesce(due.amount, 0)`.mapWith(Number),
      pending: sql`${balances.pending} - coalesce(due.amount, 0)`.mapWith(Number),
    })
    .from(balances)
    .leftJoinLateral(
      db
        .select({ amount: sql`sum(${balanceTransactions.net})`.as('amount') })
        .from(balanceTransactions)
        .where(
          and(
            eq(balanceTransactions.accountId, balances.accountId),
            eq(balanceTransactions.livemode, balances.livemode),
            eq(balanceTransactions.currency, balances.currency),
            gt(balanceTransactions.timeAvailable, balances.maturedThrough),
            lte(balanceTransactions.timeAvailable, sql`now()`),
          ),
        )
        .as('due'),
      sql`true`,
    )
    .where(and(eq(balances.accountId, accountId), eq(balances.livemode, livemode)))
    .orderBy(balances.currency);
