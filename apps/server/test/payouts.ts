import type { PayeeBody, PayerBody, PayoutMethodBody } from '@paydeck/contract/payouts';
import { eq } from 'drizzle-orm';
import { accounts } from '../src/db/schema/merchants.ts';
import type { TestApp } from './app.ts';
import type { sessionCall } from './balance.ts';
import { bearer, body } from './identity.ts';
import { createKeys } from './merchant-api.ts';
import { activateAccount, signUpMerchant, type TestOwner } from './merchants.ts';
import { png } from './png.ts';

type Mode = 0 | 1;

export type PayoutMerchant = TestOwner & { testKey: string; liveKey: string };

/** An activated HK merchant with the payout business and a secret key in each mode. */
export const payoutMerchant = async (t: TestApp, email: string, name = 'Payout Shop Ltd'): Promise<PayoutMerchant> => {
  const owner = await signUpMerchant(t, email, name);
  await activateAccount(t, owner.accountId);
  await t.database.db
    .update(accounts)
    .set({ businessTypes: ['payin', 'payout'] })
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
