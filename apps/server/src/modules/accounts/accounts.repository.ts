import { and, count, eq, ne, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { accountMembers, accounts, invitations, merchants } from '../../db/schema/merchants.ts';

/** Locks the merchant row so concurrent account creations for it run one after another. */
export const lockMerchant = async (db: Executor, merchantId: string) => {
  const [row] = await db
    .select({ id: merchants.id, name: merchants.name, ownerUserId: merchants.ownerUserId, status: merchants.status })
    .from(merchants)
    .where(eq(merchants.id, merchantId))
    .for('update');
  return row ?? null;
};

export const countMerchantAccounts = async (db: Executor, merchantId: string) => {
  const [row] = await db.select({ n: count() }).from(accounts).where(eq(accounts.merchantId, merchantId));
  return row?.n ?? 0;
};

/** Someone else is on the team: an invitation was sent, or the account has another member. */
export const hasTeammate = async (db: Executor, accountId: string, userId: string) => {
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`select exists (select 1 from ${invitations} where ${eq(invitations.accountId, accountId)})
      or exists (select 1 from ${accountMembers} where ${and(eq(accountMembers.accountId, accountId), ne(accountMembers.userId, userId))}) as found`,
  );
  return row?.found === true;
};

export type AccountRow = typeof accounts.$inferSelect;

/** Locks the account row: settings edits and team changes of one account run one after another. */
export const lockAccount = async (db: Executor, accountId: string): Promise<AccountRow | null> => {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId)).for('update');
  return row ?? null;
};

export const updateAccount = (
  db: Executor,
  accountId: string,
  values: Partial<Omit<AccountRow, 'id' | 'merchantId' | 'timeCreated'>>,
) => db.update(accounts).set(values).where(eq(accounts.id, accountId));

export const updateMerchantStatus = (db: Executor, merchantId: string, status: 'normal' | 'disabled') =>
  db.update(merchants).set({ status }).where(eq(merchants.id, merchantId));
