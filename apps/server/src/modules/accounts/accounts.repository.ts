import { and, count, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { accountMembers, accounts, invitations, merchants } from '../../db/schema/merchants.ts';
import { accountPaymentMethods } from '../../db/schema/payment-methods.ts';

/** The methods the account has switched off in one mode (a primary-key range of account_payment_methods). */
const methodsOffIn = (livemode: boolean) =>
  sql<
    string[]
  >`array(select ${accountPaymentMethods.method} from ${accountPaymentMethods} where ${accountPaymentMethods.accountId} = ${accounts.id} and ${accountPaymentMethods.livemode} = ${sql.raw(String(livemode))} and ${accountPaymentMethods.status} = 'disable')`;

/**
 * An account with its merchant's name, country, status and owner, for a select that joins
 * `merchants`; and the payment methods it switched off, which every payment creation checks, so
 * they come with the access check rather than in a round trip of their own.
 */
export const accountWithMerchantColumns = {
  ...getTableColumns(accounts),
  merchantName: merchants.name,
  merchantCountry: merchants.country,
  merchantStatus: merchants.status,
  merchantOwnerId: merchants.ownerUserId,
  methodsOffTest: methodsOffIn(false),
  methodsOffLive: methodsOffIn(true),
};

const memberOf = (userId: string) => and(eq(accountMembers.userId, userId), eq(accountMembers.status, 'normal'));

/**
 * The caller's normal membership of one account, with the account and its merchant, in one
 * query: what every account-scoped route is checked against. Null for a non-member or no such account.
 */
export const findMembership = async (db: Executor, userId: string, accountId: string) => {
  const [row] = await db
    .select({ ...accountWithMerchantColumns, roles: accountMembers.roles })
    .from(accountMembers)
    .innerJoin(accounts, eq(accounts.id, accountMembers.accountId))
    .innerJoin(merchants, eq(merchants.id, accounts.merchantId))
    .where(and(eq(accountMembers.accountId, accountId), memberOf(userId)));
  return row ?? null;
};
export type Membership = NonNullable<Awaited<ReturnType<typeof findMembership>>>;
export type AccountWithMerchant = Omit<Membership, 'roles'>;

/** Every account the user is a normal member of, oldest first, with its merchant (switcher, current user). */
export const listUserAccounts = (db: Executor, userId: string) =>
  db
    .select({
      id: accounts.id,
      name: accounts.name,
      merchantId: merchants.id,
      merchantName: merchants.name,
      merchantStatus: merchants.status,
      merchantOwnerId: merchants.ownerUserId,
      activation: accounts.activation,
      status: accounts.status,
      country: accounts.country,
      timeCreated: accounts.timeCreated,
      roles: accountMembers.roles,
    })
    .from(accountMembers)
    .innerJoin(accounts, eq(accounts.id, accountMembers.accountId))
    .innerJoin(merchants, eq(merchants.id, accounts.merchantId))
    .where(memberOf(userId))
    .orderBy(accounts.timeCreated, accounts.id);

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
