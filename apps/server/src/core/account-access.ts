import type { ApiKeyType } from '@paydeck/contract/api-key-types';
import { grantOf, type PermissionGrant } from '@paydeck/contract/permissions';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { accountMembers, accounts, merchants } from '../db/schema/merchants.ts';
import { accountPaymentMethods } from '../db/schema/payment-methods.ts';
import { AppError } from '../lib/app-error.ts';

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
    .where(
      and(
        eq(accountMembers.accountId, accountId),
        eq(accountMembers.userId, userId),
        eq(accountMembers.status, 'normal'),
      ),
    );
  return row ?? null;
};
export type Membership = NonNullable<Awaited<ReturnType<typeof findMembership>>>;
export type AccountWithMerchant = Omit<Membership, 'roles'>;

/**
 * Every account the user is a normal member of, oldest first, with its merchant: the account
 * switcher, the current user, and the account a new session starts on.
 */
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
    .where(and(eq(accountMembers.userId, userId), eq(accountMembers.status, 'normal')))
    .orderBy(accounts.timeCreated, accounts.id);

/** One account as a caller may act on it: the row, its merchant, the caller's roles and what they grant. */
export type AccountAccess = Membership & { grant: PermissionGrant };

/**
 * The caller's access to an account. Another tenant's account answers exactly like a missing one
 * (404), so ids reveal nothing; a disabled merchant's accounts are closed (403).
 */
export const accountAccessOf = async (db: Executor, userId: string, accountId: string): Promise<AccountAccess> => {
  const membership = await findMembership(db, userId, accountId);
  if (!membership) throw new AppError('not_found');
  if (membership.merchantStatus === 'disabled') throw new AppError('forbidden');
  return { ...membership, grant: grantOf(membership.roles, membership.status === 'disabled') };
};

const keyAccesses = new WeakMap<AccountWithMerchant, Partial<Record<ApiKeyType, AccountAccess>>>();

/**
 * What an API key may do on its account (loaded with the key): a secret key everything an owner
 * may (so a disabled account's forced-off list applies to it too), a publishable key only list
 * payment methods.
 */
export const accountAccessOfKey = (key: { type: ApiKeyType; account: AccountWithMerchant }): AccountAccess => {
  const { account } = key;
  if (account.merchantStatus === 'disabled') throw new AppError('forbidden');
  // A cached key carries the same account object on every call until its account changes: its
  // access is worked out once, not on every merchant API request.
  let accesses = keyAccesses.get(account);
  if (!accesses) {
    accesses = {};
    keyAccesses.set(account, accesses);
  }
  const cached = accesses[key.type];
  if (cached) return cached;
  const grant: PermissionGrant =
    key.type === 'secret' ? grantOf(['owner'], account.status === 'disabled') : ['list_payment_methods'];
  const access: AccountAccess = { ...account, roles: [], grant };
  accesses[key.type] = access;
  return access;
};

/**
 * The provider's own access to an account, for background work (billing, payouts): an owner's
 * grant, with a disabled account's forced-off list, like a secret key. Null when the account is gone.
 */
export const systemAccessOf = async (db: Executor, accountId: string): Promise<AccountAccess | null> => {
  const [account] = await db
    .select(accountWithMerchantColumns)
    .from(accounts)
    .innerJoin(merchants, eq(merchants.id, accounts.merchantId))
    .where(eq(accounts.id, accountId));
  return account ? { ...account, roles: [], grant: grantOf(['owner'], account.status === 'disabled') } : null;
};
