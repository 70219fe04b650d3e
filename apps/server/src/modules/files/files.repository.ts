import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { files } from '../../db/schema/system.ts';

export type FileRow = typeof files.$inferSelect;
export type NewFileRow = typeof files.$inferInsert;

export const insertFile = async (db: Executor, row: NewFileRow): Promise<FileRow> => {
  const [inserted] = await db.insert(files).values(row).returning();
  if (!inserted) throw new Error('file insert returned no row');
  return inserted;
};

/** Scoped by owner: an account's file, or (accountId null) a file that belongs to no account. */
export const findFile = async (db: Executor, accountId: string | null, id: string): Promise<FileRow | undefined> => {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), accountId === null ? isNull(files.accountId) : eq(files.accountId, accountId)));
  return row;
};
