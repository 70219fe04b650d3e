import type { ExportListQuery } from '@paydeck/contract/exports';
import { and, asc, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { newestFirstPage, timeRange } from '../../db/paging.ts';
import { dataExports, exportParts } from '../../db/schema/exports.ts';
import { users } from '../../db/schema/identity.ts';
import { accounts } from '../../db/schema/merchants.ts';

export type ExportRow = typeof dataExports.$inferSelect;

const inMode = (accountId: string, livemode: boolean) =>
  and(eq(dataExports.accountId, accountId), eq(dataExports.livemode, livemode));

export const insertExport = async (db: Executor, row: typeof dataExports.$inferInsert): Promise<ExportRow> => {
  const [inserted] = await db.insert(dataExports).values(row).returning();
  if (!inserted) throw new Error('export insert returned nothing');
  return inserted;
};

export const findExport = async (db: Executor, accountId: string, livemode: boolean, id: string) => {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(inMode(accountId, livemode), eq(dataExports.id, id)));
  return row ?? null;
};

export const listExports = async (db: Executor, accountId: string, livemode: boolean, query: ExportListQuery) => {
  const { from, to } = timeRange(query);
  const where = and(
    inMode(accountId, livemode),
    query.status ? eq(dataExports.status, query.status) : undefined,
    query.source_type ? eq(dataExports.sourceType, query.source_type) : undefined,
    from ? gte(dataExports.timeCreated, from) : undefined,
    to ? lt(dataExports.timeCreated, to) : undefined,
  );
  return newestFirstPage(db, db.select().from(dataExports).$dynamic(), dataExports, where, query);
};

/** The time zone a user reads times in: theirs, else the account's. */
export const timeZoneOf = async (db: Executor, accountId: string, userId: string | null) => {
  const [row] = await db
    .select({ user: users.timeZone, account: accounts.timeZone })
    .from(accounts)
    .leftJoin(users, userId === null ? sql`false` : eq(users.id, userId))
    .where(eq(accounts.id, accountId));
  return row?.user ?? row?.account ?? 'UTC';
};

/** A claim's or renewal's expiry by the database clock, cut to milliseconds so a JS Date holds it exactly. */
const leaseFromNow = (seconds: number) => sql`date_trunc('milliseconds', now() + make_interval(secs => ${seconds}))`;

/** Waiting to be made, or being made by a worker whose lease has run out (taken for dead). */
const claimable = () =>
  or(
    eq(dataExports.status, 'created'),
    and(eq(dataExports.status, 'processing'), lt(dataExports.leaseExpiresAt, sql`now()`)),
  );

/**
 * Takes the oldest export waiting to be made, or one whose worker's lease lapsed, and marks it
 * processing under a new lease of `leaseSeconds`, skipping rows another worker holds, so any
 * number of workers share the queue and none makes a file twice. A lapsed one starts over: its
 * progress is reset here and its parts deleted by the new holder (`generateExport`). The pick is a
 * scalar subquery, run once: as `id in (…)` PostgreSQL may run it again for each row it scans,
 * each time skipping the rows it just locked, and so claim several exports of which only the one
 * returned here would be made (the rest stranded until their lease lapsed).
 */
export const claimDueExport = async (db: Executor, leaseSeconds: number): Promise<ExportRow | null> => {
  const next = db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(claimable())
    .orderBy(asc(dataExports.timeCreated))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(dataExports)
    .set({ status: 'processing', rowsWritten: 0, leaseExpiresAt: leaseFromNow(leaseSeconds) })
    .where(and(eq(dataExports.id, sql`(${next})`), claimable()))
    .returning();
  return row ?? null;
};

/** Held by the worker whose lease is `lease`: nobody has taken the export over since it set it. */
const heldWith = (id: string, lease: Date) =>
  and(eq(dataExports.id, id), eq(dataExports.status, 'processing'), eq(dataExports.leaseExpiresAt, lease));

/**
 * Extends the holder's lease and records its progress; null when the lease is no longer its own
 * (it lapsed and another worker took the export over).
 */
export const renewLease = async (db: Executor, id: string, lease: Date, leaseSeconds: number, rowsWritten: number) => {
  const [row] = await db
    .update(dataExports)
    .set({ rowsWritten, leaseExpiresAt: leaseFromNow(leaseSeconds) })
    .where(heldWith(id, lease))
    .returning({ leaseExpiresAt: dataExports.leaseExpiresAt });
  return row?.leaseExpiresAt ?? null;
};

export const insertPart = (db: Executor, row: typeof exportParts.$inferInsert) => db.insert(exportParts).values(row);

/** Ends the holder's processing (processed or failed), only while its lease is still its own. */
export const finishExport = async (
  db: Executor,
  id: string,
  lease: Date,
  change: Partial<Pick<ExportRow, 'status' | 'rowsWritten' | 'rowsTotal' | 'sizeBytes' | 'failureMessage'>> & {
    timeProcessed?: Date;
    timeExpired?: Date;
  },
) => {
  const [row] = await db
    .update(dataExports)
    .set({ ...change, leaseExpiresAt: null })
    .where(heldWith(id, lease))
    .returning({ id: dataExports.id });
  return row !== undefined;
};

export const deleteParts = (db: Executor, accountId: string, exportId: string) =>
  db.delete(exportParts).where(and(eq(exportParts.accountId, accountId), eq(exportParts.exportId, exportId)));

/** One part of a file (null past the last): the download reads them one at a time. */
export const readPart = async (db: Executor, accountId: string, exportId: string, part: number) => {
  const [row] = await db
    .select({ data: exportParts.data })
    .from(exportParts)
    .where(and(eq(exportParts.accountId, accountId), eq(exportParts.exportId, exportId), eq(exportParts.part, part)));
  return row?.data ?? null;
};

/** Processed exports whose file is past its time: expired, and their file's parts deleted. */
export const expireProcessedExports = async (db: Executor, limit: number) => {
  const due = await db
    .select({ id: dataExports.id, accountId: dataExports.accountId })
    .from(dataExports)
    .where(and(eq(dataExports.status, 'processed'), lte(dataExports.timeExpired, sql`now()`)))
    .limit(limit)
    .for('update', { skipLocked: true });
  if (due.length === 0) return 0;
  const ids = due.map((row) => row.id);
  await db.delete(exportParts).where(inArray(exportParts.exportId, ids));
  await db.update(dataExports).set({ status: 'expired' }).where(inArray(dataExports.id, ids));
  return due.length;
};
