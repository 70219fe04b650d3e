import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bankAccounts } from '../../db/schema/settlements.ts';

export type BankAccountRow = typeof bankAccounts.$inferSelect;
export type BankAccountFields = Omit<
  typeof bankAccounts.$inferInsert,
  'accountId' | 'id' | 'isDefault' | 'timeCreated'
>;

const ofAccount = (accountId: string, id: string) =>
  and(eq(bankAccounts.accountId, accountId), eq(bankAccounts.id, id));

/** The account's bank accounts, the default first, then newest first. */
export const listBankAccounts = (db: Executor, accountId: string) =>
  db
    .select()
    .from(bankAccounts)
    .where(eq(bankAccounts.accountId, accountId))
    .orderBy(desc(bankAccounts.isDefault), desc(bankAccounts.timeCreated), desc(bankAccounts.id));

export const findBankAccount = async (db: Executor, accountId: string, id: string) => {
  const [row] = await db.select().from(bankAccounts).where(ofAccount(accountId, id));
  return row ?? null;
};

export const insertBankAccount = async (db: Executor, row: typeof bankAccounts.$inferInsert) => {
  const [inserted] = await db.insert(bankAccounts).values(row).returning();
  if (!inserted) throw new Error('bank account insert returned no row');
  return inserted;
};

export const updateBankAccount = async (db: Executor, accountId: string, id: string, fields: BankAccountFields) => {
  const [row] = await db.update(bankAccounts).set(fields).where(ofAccount(accountId, id)).returning();
  return row ?? null;
};

/**
 * Makes `id` the account's one default, in two statements (the partial unique index allows one
 * default at a time): the old default is cleared first. Null if `id` is not the account's.
 */
export const setDefaultBankAccount = async (db: Executor, accountId: string, id: string) => {
  await db
    .update(bankAccounts)
    .set({ isDefault: false })
    .where(
      and(eq(bankAccounts.accountId, accountId), eq(bankAccounts.isDefault, true), sql`${bankAccounts.id} <> ${id}`),
    );
  const [row] = await db.update(bankAccounts).set({ isDefault: true }).where(ofAccount(accountId, id)).returning();
  return row ?? null;
};

export const deleteBankAccount = async (db: Executor, accountId: string, id: string) => {
  const [row] = await db.delete(bankAccounts).where(ofAccount(accountId, id)).returning();
  return row ?? null;
};

/** The newest remaining one, to become the default when the default is deleted. */
export const newestBankAccount = async (db: Executor, accountId: string) => {
  const [row] = await db
    .select()
    .from(bankAccounts)
    .where(eq(bankAccounts.accountId, accountId))
    .orderBy(desc(bankAccounts.timeCreated), desc(bankAccounts.id))
    .limit(1);
  return row ?? null;
};
