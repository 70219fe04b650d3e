import type { Currency } from '@paydeck/contract/currencies';
import type { EntityType, PayoutMethod, PayoutStatus } from '@paydeck/contract/payout-rules';
import { eq } from 'drizzle-orm';
import { accounts } from '../src/db/schema/merchants.ts';
import { payees, payerIdentityDocuments, payers, payoutMethods, payouts } from '../src/db/schema/payouts.ts';
import { files } from '../src/db/schema/system.ts';
import { newId } from '../src/lib/ids.ts';
import { postBalanceTransaction } from '../src/modules/ledger/posting.service.ts';
import type { TestApp } from './app.ts';
import { type PayinMerchant, payinMerchant } from './payin.ts';

/** An activated merchant with the pay-in and payout businesses, settling in HKD (default) and USD. */
export const payoutMerchant = async (t: TestApp, email: string): Promise<PayinMerchant> => {
  const merchant = await payinMerchant(t, email, 'Payout Works Ltd', ['HKD', 'USD']);
  await t.database.db
    .update(accounts)
    .set({ businessTypes: ['payin', 'payout'], defaultSettlementCurrency: 'HKD' })
    .where(eq(accounts.id, merchant.accountId));
  return merchant;
};

/** Credits an available balance, as the provider's adjustment would. */
export const fundBalance = (
  t: Pick<TestApp, 'database'>,
  accountId: string,
  livemode: boolean,
  currency: Currency,
  amount: number,
) =>
  t.database.db.transaction((tx) =>
    postBalanceTransaction(tx, {
      accountId,
      livemode,
      currency,
      type: 'adjustment',
      direction: 'credit',
      source: { type: 'adjustment', id: newId('adj'), amount },
      description: 'Test funds',
    }),
  );

export type Parties = { payerId: string; payeeId: string; payoutMethodId: string };

/** A payer, a payee and the payee's payout method, written straight to the tables. */
export const insertParties = async (
  t: Pick<TestApp, 'database'>,
  accountId: string,
  livemode: boolean,
  options: { method?: PayoutMethod; payeeType?: EntityType; account?: string } = {},
): Promise<Parties> => {
  const db = t.database.db;
  const payerId = newId('pyr');
  const payeeId = newId('pye');
  const payoutMethodId = newId('pm');
  await db.insert(payers).values({
    accountId,
    id: payerId,
    livemode,
    entityType: 'individual',
    firstName: 'Wei',
    lastName: 'Li',
    nationality: 'CN',
    addresses: { residential: null, registered: null, business: null },
  });
  await db.insert(payees).values({
    accountId,
    id: payeeId,
    livemode,
    entityType: options.payeeType ?? 'individual',
    firstName: 'Fang',
    lastName: 'Zhang',
    nationality: 'CN',
  });
  await db.insert(payoutMethods).values({
    accountId,
    id: payoutMethodId,
    livemode,
    payeeId,
    method: options.method ?? 'alipay_cn',
    account: options.account ?? 'zhang.fang@example.com',
  });
  return { payerId, payeeId, payoutMethodId };
};

/** A picture on file as the payer's identity document. */
export const insertIdentityDocument = async (t: Pick<TestApp, 'database'>, accountId: string, payerId: string) => {
  const fileId = newId('file');
  await t.database.db.insert(files).values({
    accountId,
    id: fileId,
    purpose: 'payer_identity',
    filename: 'passport.png',
    contentType: 'image/png',
    sizeBytes: 4,
    sha256: '0'.repeat(64),
    data: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  });
  await t.database.db.insert(payerIdentityDocuments).values({ payerId, fileId });
};

/** A payout row in a status, with parties of its own, as the matrix and tenancy tests need one. */
export const insertPayout = async (
  t: Pick<TestApp, 'database'>,
  accountId: string,
  livemode: boolean,
  status: PayoutStatus = 'pending',
) => {
  const parties = await insertParties(t, accountId, livemode);
  const id = newId('po');
  await t.database.db.insert(payouts).values({
    accountId,
    id,
    livemode,
    payerId: parties.payerId,
    payeeId: parties.payeeId,
    payoutMethodId: parties.payoutMethodId,
    method: 'alipay_cn',
    currency: 'HKD',
    amount: 10_000,
    fee: 220,
    currencyLocal: 'CNY',
    amountLocal: 9_275,
    exchangeRate: '0.927536256',
    amountHkd: 10_000,
    purpose: 'salary',
    status,
  });
  return id;
};
