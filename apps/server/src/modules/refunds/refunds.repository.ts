import type { exportColumns } from '@paydeck/contract/exports';
import type { RefundStatus } from '@paydeck/contract/payin-types';
import type { RefundListQuery } from '@paydeck/contract/refunds';
import { and, asc, desc, eq, gte, isNotNull, isNull, lt, lte, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  type CsvSourceRow,
  epochSeconds,
  minorText,
  newestFirstBatches,
  newestFirstPage,
  rawFields,
  timeRange,
} from '../../db/paging.ts';
import { payments, refunds } from '../../db/schema/payments.ts';

export type RefundRow = typeof refunds.$inferSelect;
/** A refund with its payment's reference (spec §3 "payment reference"). */
export type RefundWithPayment = RefundRow & { paymentReference: string | null };

const inMode = (accountId: string, livemode: boolean) =>
  and(eq(refunds.accountId, accountId), eq(refunds.livemode, livemode));

const withPaymentReference = { refund: refunds, paymentReference: payments.reference };
const flatten = (row: { refund: RefundRow; paymentReference: string | null }): RefundWithPayment => ({
  ...row.refund,
  paymentReference: row.paymentReference,
});

export const insertRefund = async (db: Executor, row: typeof refunds.$inferInsert): Promise<RefundRow> => {
  const [inserted] = await db.insert(refunds).values(row).returning();
  if (!inserted) throw new Error('refund insert returned no row');
  return inserted;
};

export const findRefund = async (db: Executor, accountId: string, livemode: boolean, id: string) => {
  const [row] = await db
    .select(withPaymentReference)
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(and(inMode(accountId, livemode), eq(refunds.id, id)));
  return row ? flatten(row) : null;
};

/** Lock order is always payment, then refund: callers lock the payment first. */
export const lockRefund = async (db: Executor, id: string) => {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id)).for('update');
  return row ?? null;
};

export type RefundChange = Partial<
  Pick<RefundRow, 'failureCode' | 'failureMessage' | 'timeRefunded' | 'gatewayTransactionId'>
>;

/** Moves the status only if it is still `from` (only `transitionRefund` calls it): null when another mover got there first. */
export const moveRefundStatus = async (
  db: Executor,
  id: string,
  from: RefundStatus,
  set: RefundChange & { status: RefundStatus },
): Promise<RefundRow | null> => {
  const [row] = await db
    .update(refunds)
    .set(set)
    .where(and(eq(refunds.id, id), eq(refunds.status, from)))
    .returning();
  return row ?? null;
};

export const refundStatusOf = async (db: Executor, id: string) => {
  const [row] = await db.select({ status: refunds.status }).from(refunds).where(eq(refunds.id, id));
  return row?.status ?? null;
};

type RefundFilter = Partial<Pick<RefundListQuery, 'status' | 'payment_id' | 'time_created[gte]' | 'time_created[lt]'>>;

/** What the refunds list (and an export of it) selects: one builder, so both show the same rows. */
const refundListWhere = (accountId: string, livemode: boolean, query: RefundFilter) => {
  const { from, to } = timeRange(query);
  return and(
    inMode(accountId, livemode),
    query.status ? eq(refunds.status, query.status) : undefined,
    query.payment_id ? eq(refunds.paymentId, query.payment_id) : undefined,
    from ? gte(refunds.timeCreated, from) : undefined,
    to ? lt(refunds.timeCreated, to) : undefined,
  );
};

const refundsWithReference = (db: Executor) =>
  db.select(withPaymentReference).from(refunds).innerJoin(payments, eq(payments.id, refunds.paymentId)).$dynamic();

export const listRefunds = async (db: Executor, accountId: string, livemode: boolean, query: RefundListQuery) => {
  const { rows, total } = await newestFirstPage(
    db,
    refundsWithReference(db),
    refunds,
    refundListWhere(accountId, livemode, query),
    query,
  );
  return { rows: rows.map(flatten), total };
};

/** The refunds export's CSV columns (exportColumns.refund), read raw. */
const refundCsvFields = rawFields({
  id: refunds.id,
  payment_id: refunds.paymentId,
  payment_reference: payments.reference,
  status: refunds.status,
  currency: refunds.currency,
  amount: minorText(refunds.amount),
  reference: refunds.reference,
  description: refunds.description,
  failure_message: refunds.failureMessage,
  time_created: epochSeconds(refunds.timeCreated),
  time_refunded: epochSeconds(refunds.timeRefunded),
} satisfies Record<keyof typeof exportColumns.refund, SQLWrapper>);

/** Every refund the list would show under `filter`, newest first, in keyset batches of CSV cells (exports). */
export const refundCsvBatches = (
  db: Executor,
  accountId: string,
  livemode: boolean,
  filter: RefundFilter,
  batch?: number,
) =>
  newestFirstBatches<CsvSourceRow>(
    db,
    () => db.select(refundCsvFields).from(refunds).innerJoin(payments, eq(payments.id, refunds.paymentId)).$dynamic(),
    refunds,
    refundListWhere(accountId, livemode, filter),
    batch,
  );

export const listPaymentRefunds = async (db: Executor, accountId: string, livemode: boolean, paymentId: string) =>
  (
    await db
      .select(withPaymentReference)
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(and(inMode(accountId, livemode), eq(refunds.paymentId, paymentId)))
      .orderBy(desc(refunds.timeCreated), desc(refunds.id))
  ).map(flatten);

/** Records the processor's id for a refund, only while none is recorded: null when another submitter got there first. */
export const recordRefundSubmitted = async (db: Executor, id: string, gatewayTransactionId: string) => {
  const [row] = await db
    .update(refunds)
    .set({ gatewayTransactionId })
    .where(and(eq(refunds.id, id), isNull(refunds.gatewayTransactionId)))
    .returning();
  return row ?? null;
};

const olderThan = (seconds: number) => lte(refunds.timeCreated, sql`now() - make_interval(secs => ${seconds})`);

/** Pending refunds made at least `seconds` ago and not yet submitted to their processor, oldest first. */
export const listUnsubmittedRefunds = (db: Executor, seconds: number, limit: number) =>
  db
    .select()
    .from(refunds)
    .where(and(eq(refunds.status, 'pending'), isNull(refunds.gatewayTransactionId), olderThan(seconds)))
    .orderBy(asc(refunds.timeCreated))
    .limit(limit);

/**
 * Submitted refunds pending at least `seconds` since they were made, oldest first: the processor
 * has answered them by then. One not yet submitted has nothing to ask about.
 */
export const listDuePendingRefunds = (db: Executor, seconds: number, limit: number) =>
  db
    .select({
      id: refunds.id,
      paymentId: refunds.paymentId,
      livemode: refunds.livemode,
      // Never null here: the filter below leaves unsubmitted refunds out.
      gatewayTransactionId: sql<string>`${refunds.gatewayTransactionId}`,
    })
    .from(refunds)
    .where(and(eq(refunds.status, 'pending'), isNotNull(refunds.gatewayTransactionId), olderThan(seconds)))
    .orderBy(asc(refunds.timeCreated))
    .limit(limit);
