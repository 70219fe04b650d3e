import type { Currency } from '@paydeck/contract/currencies';
import type { EntityType, PayoutMethod, PayoutStatus } from '@paydeck/contract/payout-rules';
import type { PayeeBody, PayerBody, PayoutMethodBody } from '@paydeck/contract/payouts';
import { eq } from 'drizzle-orm';
import { accounts } from '../src/db/schema/merchants.ts';
import { payees, payerIdentityDocuments, payers, payoutMethods, payouts } from '../src/db/schema/payouts.ts';
import { files } from '../src/db/schema/system.ts';
import { newId } from '../src/lib/ids.ts';
import { postBalanceTransaction } from '../src/modules/ledger/posting.service.ts';
import type { TestApp } from './app.ts';
import type { sessionCall } from './balance.ts';
import { bearer, body } from './identity.ts';
import { createKeys } from './merchant-api.ts';
import { activateAccount, signUpMerchant, type TestOwner } from './merchants.ts';
import { png } from './png.ts';

type Mode = 0 | 1;

export type PayoutMerchant = TestOwner & { testKey: string; liveKey: string };

/**
 * An activated HK merchant with the pay-in and payout businesses and a secret key in each mode,
 * settling in HKD (its default) and USD.
 */
export const payoutMerchant = async (t: TestApp, email: string, name = 'Payout Shop Ltd'): Promise<PayoutMerchant> => {
  const owner = await signUpMerchant(t, email, name);
  await activateAccount(t, owner.accountId);
  await t.database.db
    .update(accounts)
    .set({ businessTypes: ['payin', 'payout'], settlementCurrencies: ['HKD', 'USD'], defaultSettlementCurrency: 'HKD' })
    .where(eq(accounts.id, owner.accountId));
  const testKey = (await createKeys(t, owner.token, false)).secret;
  const liveKey = (await createKeys(t, owner.token, true)).secret;
  return { ...owner, testKey, liveKey };
};

/** An individual payer in test mode that passes every spec §5 rule. */
export const goodPayer = (overrides: Partial<PayerBody> = {}): PayerBody => ({
  livemode: 0,
  entity_type: 'individual',
  first_name: 'Wei',
  last_name: 'Li',
  nationality: 'CN',
  email: 'li.wei@example.com',
  reference: 'supplier-0042',
  ...overrides,
});

export const goodCompanyPayer = (overrides: Partial<PayerBody> = {}): PayerBody => ({
  livemode: 0,
  entity_type: 'company',
  legal_name: 'Pearl River Trading Co., Ltd.',
  tax_id: '91440300MA5F000000',
  registration_country: 'CN',
  ...overrides,
});

export const goodPayee = (overrides: Partial<PayeeBody> = {}): PayeeBody => ({
  livemode: 0,
  entity_type: 'individual',
  first_name: 'Fang',
  last_name: 'Zhang',
  nationality: 'CN',
  phone: '+8613912345678',
  ...overrides,
});

export const goodPayoutMethod = (payeeId: string, overrides: Partial<PayoutMethodBody> = {}): PayoutMethodBody => ({
  livemode: 0,
  payee_id: payeeId,
  method: 'alipay_cn',
  account: 'zhang.fang@example.com',
  ...overrides,
});

/** Makes a record through the API and answers its id (the call must succeed). */
export const made = async (call: ReturnType<typeof sessionCall>, url: string, payload: object): Promise<string> => {
  const res = await call('POST', url, payload);
  if (res.statusCode !== 200) throw new Error(`POST ${url}: ${res.body}`);
  return body<{ id: string }>(res).data.id;
};

/** A one-file multipart body as a browser sends it. */
export const multipartFile = (filename: string, data: Buffer) => {
  const boundary = '----paydeck-payer';
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
};

/**
 * Payout parties made through the API with a session that may make them (the account's owner), for
 * tests that walk every route: matrices and tenancy.
 */
export const payoutFixtures = (t: TestApp, token: string) => {
  const call = async (url: string, payload: object, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'POST', url, headers: { ...bearer(token), ...headers }, payload });
    if (res.statusCode !== 200) throw new Error(`POST ${url}: ${res.body}`);
    return body<{ id: string; identity_documents?: { id: string }[] }>(res).data;
  };
  const payer = async (mode: Mode) => (await call('/api/payers', goodPayer({ livemode: mode }))).id;
  const payee = async (mode: Mode) => (await call('/api/payees', goodPayee({ livemode: mode }))).id;
  return {
    payer,
    payee,
    payoutMethod: async (mode: Mode) =>
      (await call('/api/payout_methods', goodPayoutMethod(await payee(mode), { livemode: mode }))).id,
    /** A payer with one identity document: `{payer id}/identity_documents/{file id}`, the document's path. */
    identityDocument: async (mode: Mode) => {
      const payerId = await payer(mode);
      const multipart = multipartFile('passport.png', png);
      const uploaded = await call(
        `/api/payers/${payerId}/identity_documents?livemode=${mode}`,
        multipart.payload,
        multipart.headers,
      );
      return `${payerId}/identity_documents/${uploaded.identity_documents?.[0]?.id}`;
    },
  };
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
