import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { users } from '../src/db/schema/identity.ts';
import { balances, balanceTransactions } from '../src/db/schema/ledger.ts';
import { accounts, merchants } from '../src/db/schema/merchants.ts';
import { newId } from '../src/lib/ids.ts';
import type { BalanceKey } from '../src/modules/ledger/ledger.repository.ts';

/**
 * An account made straight in the database, for ledger tests at the service level: it settles in
 * HKD unless told otherwise (the first currency given is its default).
 */
export const ledgerAccount = async (
  db: Database,
  settlementCurrencies: [string, ...string[]] = ['HKD'],
): Promise<string> => {
  const userId = newId('usr');
  const merchantId = newId('mch');
  const accountId = newId('acct');
  await db.insert(users).values({ id: userId, email: `${userId}@example.com`, passwordHash: 'x' });
  await db.insert(merchants).values({ id: merchantId, name: 'Ledger Ltd', ownerUserId: userId, country: 'HK' });
  await db.insert(accounts).values({
    id: accountId,
    merchantId,
    name: 'Ledger',
    country: 'HK',
    businessTypes: ['payin', 'payout'],
    defaultSettlementCurrency: settlementCurrencies[0],
    settlementCurrencies,
  });
  return accountId;
};

const ofBalance = (key: BalanceKey) =>
  and(
    eq(balanceTransactions.accountId, key.accountId),
    eq(balanceTransactions.livemode, key.livemode),
    eq(balanceTransactions.currency, key.currency),
  );

/**
 * A balance as stored, next to what its entries say it must be: `total` (every entry's net) and
 * `matured` (those available by `matured_through`, compared in the database to the microsecond).
 */
export const balanceAudit = async (db: Database, key: BalanceKey) => {
  const [row] = await db
    .select({
      available: balances.available,
      pending: balances.pending,
      total:
        sql`(select coalesce(sum(${balanceTransactions.net}), 0) from ${balanceTransactions} where ${ofBalance(key)})`.mapWith(
          Number,
        ),
      matured: sql`(select coalesce(sum(${balanceTransactions.net}), 0) from ${balanceTransactions}
        where ${ofBalance(key)} and ${balanceTransactions.timeAvailable} <= ${balances.maturedThrough})`.mapWith(
        Number,
      ),
      entries: sql`(select count(*) from ${balanceTransactions} where ${ofBalance(key)})`.mapWith(Number),
    })
    .from(balances)
    .where(
      and(
        eq(balances.accountId, key.accountId),
        eq(balances.livemode, key.livemode),
        eq(balances.currency, key.currency),
      ),
    );
  return row ?? { available: 0, pending: 0, total: 0, matured: 0, entries: 0 };
};

/** What the balance's entries available by now add up to. */
export const dueAmount = async (db: Database, key: BalanceKey) => {
  const [row] = await db
    .select({ amount: sql`coalesce(sum(${balanceTransactions.net}), 0)`.mapWith(Number) })
    .from(balanceTransactions)
    .where(and(ofBalance(key), lte(balanceTransactions.timeAvailable, sql`now()`)));
  return row?.amount ?? 0;
};
