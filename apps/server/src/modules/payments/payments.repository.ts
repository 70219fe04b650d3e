import { openPaymentStatuses, paidPaymentStatuses } from '@paydeck/contract/payin-types';
import type { PaymentListQuery } from '@paydeck/contract/payments';
import { and, eq, gte, inArray, lt, lte, or, type Placeholder, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { newestFirstPage, timeRange } from '../../db/paging.ts';
import { prepared } from '../../db/prepared.ts';
import { accounts, merchants } from '../../db/schema/merchants.ts';
import { payments } from '../../db/schema/payments.ts';

export type PaymentRow = typeof payments.$inferSelect;
/** What a new payment is made of; the amounts paid, refunded and withdrawn start at 0. */
const newPaymentColumns = [
  'accountId',
  'id',
  'livemode',
  'method',
  'flow',
  'status',
  'currency',
  'amount',
  'reference',
  'referenceUnique',
  'customerId',
  'sourceType',
  'description',
  'notifyUrl',
  'returnUrl',
  'metadata',
  'extra',
  'gatewayTransactionId',
  'checkoutToken',
] as const;
export type NewPaymentRow = Required<Pick<typeof payments.$inferInsert, (typeof newPaymentColumns)[number]>>;

// Payment creation is a hot path (bench:api): its insert is built once, see db/prepared.ts.
const insertStatement = prepared((db) =>
  db
    .insert(payments)
    .values({
      ...(Object.fromEntries(newPaymentColumns.map((column) => [column, sql.placeholder(column)])) as Record<
        (typeof newPaymentColumns)[number],
        Placeholder
      >),
      timeExpired: sql`now() + make_interval(mins => ${sql.placeholder('lifetimeMinutes')})`,
    })
    .onConflictDoNothing()
    .returning()
    .prepare('payment_insert'),
);

/** Null when the reference is taken under unique reference mode (the partial unique index decides). */
export const insertPayment = async (
  db: Executor,
  row: NewPaymentRow,
  lifetimeMinutes: number,
): Promise<PaymentRow | null> => {
  const [inserted] = await insertStatement(db).execute({ ...row, lifetimeMinutes });
  return inserted ?? null;
};

const inMode = (accountId: string, livemode: boolean) =>
  and(eq(payments.accountId, accountId), eq(payments.livemode, livemode));

export const findPayment = async (db: Executor, accountId: string, livemode: boolean, id: string) => {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(inMode(accountId, livemode), eq(payments.id, id)));
  return row ?? null;
};

/**
 * Locks one payment of the account and mode until the transaction ends: refunds, disputes and
 * status changes of a payment run one after another, so its amounts can't be overdrawn.
 */
export const lockPayment = async (db: Executor, accountId: string, livemode: boolean, id: string) => {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(inMode(accountId, livemode), eq(payments.id, id)))
    .for('update');
  return row ?? null;
};

/** The checkout and the background jobs know a payment by id only (the token or the job vouches). */
export const lockPaymentById = async (db: Executor, id: string) => {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update');
  return row ?? null;
};

export const updatePayment = async (
  db: Executor,
  id: string,
  set: Partial<Omit<typeof payments.$inferInsert, 'id' | 'accountId' | 'livemode'>>,
): Promise<PaymentRow> => {
  const [row] = await db.update(payments).set(set).where(eq(payments.id, id)).returning();
  if (!row) throw new Error(`payment ${id} vanished while locked`);
  return row;
};

export const referenceTaken = async (db: Executor, accountId: string, livemode: boolean, reference: string) => {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(inMode(accountId, livemode), eq(payments.reference, reference)))
    .limit(1);
  return row !== undefined;
};

/** The list of spec §2 transaction/payments, served by the (account, mode, [status|method], time) indexes. */
export const listPayments = async (
  db: Executor,
  accountId: string,
  livemode: boolean,
  query: Pick<PaymentListQuery, 'page' | 'per_page'> &
    Partial<
      Pick<PaymentListQuery, 'status' | 'payment_method' | 'search' | 'time_created[gte]' | 'time_created[lt]'>
    > & {
      customer_id?: string;
    },
) => {
  const { from, to } = timeRange(query);
  const search = query.search;
  const where = and(
    inMode(accountId, livemode),
    query.status ? eq(payments.status, query.status) : undefined,
    query.payment_method ? eq(payments.method, query.payment_method) : undefined,
    query.customer_id ? eq(payments.customerId, query.customer_id) : undefined,
    search ? or(eq(payments.id, search), eq(payments.reference, search), eq(payments.customerId, search)) : undefined,
    from ? gte(payments.timeCreated, from) : undefined,
    to ? lt(payments.timeCreated, to) : undefined,
  );
  return newestFirstPage(db, db.select().from(payments).$dynamic(), payments, where, query);
};

/** The payer page: the payment with the names the payer knows it by. */
export const findCheckout = async (db: Executor, id: string) => {
  const [row] = await db
    .select({ payment: payments, accountName: accounts.name, merchantName: merchants.name })
    .from(payments)
    .innerJoin(accounts, eq(accounts.id, payments.accountId))
    .innerJoin(merchants, eq(merchants.id, accounts.merchantId))
    .where(eq(payments.id, id));
  return row ?? null;
};

/** Open payments past their expiry (payments_open_expiry_idx). */
export const listExpiredOpenPayments = async (db: Executor, limit: number) =>
  (
    await db
      .select({ id: payments.id })
      .from(payments)
      .where(and(inArray(payments.status, [...openPaymentStatuses]), lte(payments.timeExpired, sql`now()`)))
      .limit(limit)
  ).map((row) => row.id);

/** Getting started: a test payment was paid through the simulator. */
export const hasPaidTestPayment = async (db: Executor, accountId: string) => {
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`select exists (select 1 from ${payments} where ${and(
      inMode(accountId, false),
      inArray(payments.status, [...paidPaymentStatuses]),
    )}) as found`,
  );
  return row?.found === true;
};
