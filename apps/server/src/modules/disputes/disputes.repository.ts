import type { DisputeListQuery } from '@paydeck/contract/disputes';
import { type DisputeStatus, openDisputeStatuses } from '@paydeck/contract/payin-types';
import { and, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { newestFirstPage, timeRange } from '../../db/paging.ts';
import { disputes } from '../../db/schema/payments.ts';
import { files } from '../../db/schema/system.ts';

export type DisputeRow = typeof disputes.$inferSelect;

const inMode = (accountId: string, livemode: boolean) =>
  and(eq(disputes.accountId, accountId), eq(disputes.livemode, livemode));

export const insertDispute = async (
  db: Executor,
  row: Omit<typeof disputes.$inferInsert, 'timeExpired'>,
  responseDays: number,
): Promise<DisputeRow> => {
  const opened = row.timeCreated ? sql`${row.timeCreated.toISOString()}::timestamptz` : sql`now()`;
  const [inserted] = await db
    .insert(disputes)
    .values({ ...row, timeExpired: sql`${opened} + make_interval(days => ${responseDays})` })
    .returning();
  if (!inserted) throw new Error('dispute insert returned no row');
  return inserted;
};

export const findDispute = async (db: Executor, accountId: string, livemode: boolean, id: string) => {
  const [row] = await db
    .select()
    .from(disputes)
    .where(and(inMode(accountId, livemode), eq(disputes.id, id)));
  return row ?? null;
};

/** Lock order is always payment, then dispute: callers lock the payment first. */
export const lockDispute = async (db: Executor, id: string) => {
  const [row] = await db.select().from(disputes).where(eq(disputes.id, id)).for('update');
  return row ?? null;
};

export type DisputeChange = Partial<
  Pick<DisputeRow, 'closeReason' | 'evidenceText' | 'evidenceFileIds' | 'timeEvidenceSubmitted'>
> & { timeClosed?: Date | ReturnType<typeof sql> };

/** Moves the status only if it is still `from` (only `transitionDispute` calls it): null when another mover got there first. */
export const moveDisputeStatus = async (
  db: Executor,
  id: string,
  from: DisputeStatus,
  set: DisputeChange & { status: DisputeStatus },
): Promise<DisputeRow | null> => {
  const [row] = await db
    .update(disputes)
    .set(set)
    .where(and(eq(disputes.id, id), eq(disputes.status, from)))
    .returning();
  return row ?? null;
};

export const disputeStatusOf = async (db: Executor, id: string) => {
  const [row] = await db.select({ status: disputes.status }).from(disputes).where(eq(disputes.id, id));
  return row?.status ?? null;
};

export const hasOpenDispute = async (db: Executor, paymentId: string) => {
  const [row] = await db
    .select({ id: disputes.id })
    .from(disputes)
    .where(and(eq(disputes.paymentId, paymentId), inArray(disputes.status, [...openDisputeStatuses])))
    .limit(1);
  return row !== undefined;
};

export const listDisputes = async (db: Executor, accountId: string, livemode: boolean, query: DisputeListQuery) => {
  const { from, to } = timeRange(query);
  const where = and(
    inMode(accountId, livemode),
    query.status ? eq(disputes.status, query.status) : undefined,
    query.reason ? eq(disputes.reason, query.reason) : undefined,
    query.payment_id ? eq(disputes.paymentId, query.payment_id) : undefined,
    from ? gte(disputes.timeCreated, from) : undefined,
    to ? lt(disputes.timeCreated, to) : undefined,
  );
  return newestFirstPage(db, db.select().from(disputes).$dynamic(), disputes, where, query);
};

export const listPaymentDisputes = (db: Executor, accountId: string, livemode: boolean, paymentId: string) =>
  db
    .select()
    .from(disputes)
    .where(and(inMode(accountId, livemode), eq(disputes.paymentId, paymentId)))
    .orderBy(desc(disputes.timeCreated), desc(disputes.id));

/** Disputes still awaiting a response past their deadline (disputes_response_due_idx). */
export const listOverdueDisputes = (db: Executor, limit: number) =>
  db
    .select({ id: disputes.id, paymentId: disputes.paymentId })
    .from(disputes)
    .where(and(eq(disputes.status, 'needs_response'), lte(disputes.timeExpired, sql`now()`)))
    .limit(limit);

/** The evidence files of disputes, by id, as the dispute shows them. */
export const findEvidenceFiles = (db: Executor, accountId: string, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({
          id: files.id,
          filename: files.filename,
          contentType: files.contentType,
          sizeBytes: files.sizeBytes,
          purpose: files.purpose,
        })
        .from(files)
        .where(and(eq(files.accountId, accountId), inArray(files.id, ids)));
