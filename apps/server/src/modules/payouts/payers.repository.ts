import type { PayerListQuery } from '@paydeck/contract/payouts';
import { and, asc, count, eq, gte, inArray, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { newestFirstPage, timeRange } from '../../db/paging.ts';
import { payerIdentityDocuments, payers, payouts } from '../../db/schema/payouts.ts';
import { files } from '../../db/schema/system.ts';

export type PayerRow = typeof payers.$inferSelect;
export type PayerFields = Omit<typeof payers.$inferInsert, 'accountId' | 'id' | 'livemode' | 'timeCreated'>;

const inMode = (accountId: string, livemode: boolean) =>
  and(eq(payers.accountId, accountId), eq(payers.livemode, livemode));

export const insertPayer = async (db: Executor, row: typeof payers.$inferInsert) => {
  const [inserted] = await db.insert(payers).values(row).returning();
  if (!inserted) throw new Error('payer insert returned no row');
  return inserted;
};

export const updatePayer = async (db: Executor, accountId: string, livemode: boolean, id: string, set: PayerFields) => {
  const [row] = await db
    .update(payers)
    .set(set)
    .where(and(inMode(accountId, livemode), eq(payers.id, id)))
    .returning();
  return row ?? null;
};

/** The payer in the account and mode; `lock` holds its row (its documents' count) until the transaction ends. */
export const findPayer = async (db: Executor, accountId: string, livemode: boolean, id: string, lock = false) => {
  const select = db
    .select()
    .from(payers)
    .where(and(inMode(accountId, livemode), eq(payers.id, id)));
  const [row] = await (lock ? select.for('update') : select);
  return row ?? null;
};

export const listPayers = (db: Executor, accountId: string, livemode: boolean, query: PayerListQuery) => {
  const { from, to } = timeRange(query);
  const where = and(
    inMode(accountId, livemode),
    query.entity_type ? eq(payers.entityType, query.entity_type) : undefined,
    query.search ? or(eq(payers.id, query.search), eq(payers.reference, query.search)) : undefined,
    from ? gte(payers.timeCreated, from) : undefined,
    to ? lt(payers.timeCreated, to) : undefined,
  );
  return newestFirstPage(db, db.select().from(payers).$dynamic(), payers, where, query);
};

/** The payers' identity documents with their files' details, oldest first. */
export const identityDocumentsOf = (db: Executor, payerIds: string[]) =>
  payerIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          payerId: payerIdentityDocuments.payerId,
          id: files.id,
          filename: files.filename,
          contentType: files.contentType,
          sizeBytes: files.sizeBytes,
          timeCreated: payerIdentityDocuments.timeCreated,
        })
        .from(payerIdentityDocuments)
        .innerJoin(files, eq(files.id, payerIdentityDocuments.fileId))
        .where(inArray(payerIdentityDocuments.payerId, payerIds))
        .orderBy(asc(payerIdentityDocuments.timeCreated), asc(files.id));

export const countIdentityDocuments = async (db: Executor, payerId: string) => {
  const [row] = await db
    .select({ n: count() })
    .from(payerIdentityDocuments)
    .where(eq(payerIdentityDocuments.payerId, payerId));
  return row?.n ?? 0;
};

export const insertIdentityDocument = async (db: Executor, payerId: string, fileId: string) => {
  await db.insert(payerIdentityDocuments).values({ payerId, fileId });
};

/** The payer's document `fileId` with its bytes; null when the file is not one of the payer's. */
export const findIdentityDocumentFile = async (db: Executor, payerId: string, fileId: string) => {
  const [row] = await db
    .select({ file: files })
    .from(payerIdentityDocuments)
    .innerJoin(files, eq(files.id, payerIdentityDocuments.fileId))
    .where(and(eq(payerIdentityDocuments.payerId, payerId), eq(payerIdentityDocuments.fileId, fileId)));
  return row?.file ?? null;
};

/** Removes the link (the file stays, as uploads do); false when it was not the payer's. */
export const deleteIdentityDocument = async (db: Executor, payerId: string, fileId: string) => {
  const removed = await db
    .delete(payerIdentityDocuments)
    .where(and(eq(payerIdentityDocuments.payerId, payerId), eq(payerIdentityDocuments.fileId, fileId)))
    .returning({ fileId: payerIdentityDocuments.fileId });
  return removed.length > 0;
};

/** Spec §9 remittance: the HKD of each payer's payouts that are not canceled or failed. */
export const remittancesOf = async (db: Executor, payerIds: string[]) => {
  if (payerIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ payerId: payouts.payerId, total: sql<string>`coalesce(sum(${payouts.amountHkd}), 0)` })
    .from(payouts)
    .where(and(inArray(payouts.payerId, payerIds), notInArray(payouts.status, ['canceled', 'failed'])))
    .groupBy(payouts.payerId);
  return new Map(rows.map((row) => [row.payerId, Number(row.total)]));
};
