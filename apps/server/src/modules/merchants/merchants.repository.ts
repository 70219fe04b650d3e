import type { BuiltInRole, BusinessType } from '@paydeck/contract/roles';
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
