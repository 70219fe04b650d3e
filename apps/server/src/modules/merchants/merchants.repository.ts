import type { BuiltInRole, BusinessType } from '@paydeck/contract/roles';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accountMembers, accounts, merchants } from '../../db/schema/merchants.ts';
import { newId } from '../../lib/ids.ts';

export const insertMerchant = async (db: Executor, input: { name: string; country: string; ownerUserId: string }) => {
  const id = newId('mch');
  await db.insert(merchants).values({ id, ...input });
  return id;
};

export const insertAccount = async (
  db: Executor,
  input: {
    merchantId: string;
    name: string;
    country: string;
    businessTypes: BusinessType[];
    defaultSettlementCurrency: string;
  },
) => {
  const id = newId('acct');
  await db.insert(accounts).values({ id, ...input, settlementCurrencies: [input.defaultSettlementCurrency] });
  return id;
};

export const insertMember = (db: Executor, input: { accountId: string; userId: string; roles: BuiltInRole[] }) =>
  db.insert(accountMembers).values(input).onConflictDoNothing();

/**
 * The accounts a user may see merchant by merchant: every account of the merchants they own,
 * and the accounts they are a normal member of in others. Oldest merchant, then account, first.
 */
export const listMerchantAccountsOfUser = (db: Executor, userId: string) =>
  db
    .select({
      merchantId: merchants.id,
      merchantName: merchants.name,
      merchantCountry: merchants.country,
      merchantStatus: merchants.status,
      merchantOwnerId: merchants.ownerUserId,
      merchantTimeCreated: merchants.timeCreated,
      accountId: accounts.id,
      accountName: accounts.name,
      activation: accounts.activation,
      status: accounts.status,
      country: accounts.country,
      timeCreated: accounts.timeCreated,
    })
    .from(accounts)
    .innerJoin(merchants, eq(merchants.id, accounts.merchantId))
    .where(
      or(
        eq(merchants.ownerUserId, userId),
        inArray(
          accounts.id,
          db
            .select({ id: accountMembers.accountId })
            .from(accountMembers)
            .where(and(eq(accountMembers.userId, userId), eq(accountMembers.status, 'normal'))),
        ),
      ),
    )
    .orderBy(merchants.timeCreated, merchants.id, accounts.timeCreated, accounts.id);
