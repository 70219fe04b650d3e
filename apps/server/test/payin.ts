import { eq } from 'drizzle-orm';
import { accounts } from '../src/db/schema/merchants.ts';
import { notifyPayment } from '../src/modules/payments/gateway-notifications.service.ts';
import { apiClient } from './api-client.ts';
import type { TestApp } from './app.ts';
import { createKeys } from './merchant-api.ts';
import { activateAccount, signUpMerchant, type TestOwner } from './merchants.ts';

export type PayinMerchant = TestOwner & { testKey: string; liveKey: string; api: ReturnType<typeof apiClient> };

/**
 * An activated HK merchant with secret keys in both modes and a typed client on its test key. It
 * settles in USD (the default, as signed up) and HKD, so its HKD pay-in is booked unconverted; pass
 * `['USD']` to have it converted (docs/fees.md "Currency conversion").
 */
export const payinMerchant = async (
  t: TestApp,
  email: string,
  name = 'Pay-in Shop Ltd',
  settlementCurrencies: string[] = ['USD', 'HKD'],
): Promise<PayinMerchant> => {
  const owner = await signUpMerchant(t, email, name);
  await activateAccount(t, owner.accountId);
  await t.database.db.update(accounts).set({ settlementCurrencies }).where(eq(accounts.id, owner.accountId));
  const testKey = (await createKeys(t, owner.token, false)).secret;
  const liveKey = (await createKeys(t, owner.token, true)).secret;
  return { ...owner, testKey, liveKey, api: apiClient(t, testKey) };
};

/** The checkout token of a payment's action url. */
export const tokenOf = (payment: { action: { url: string } }) => {
  const token = new URL(payment.action.url).searchParams.get('token');
  if (!token) throw new Error(`no token in ${payment.action.url}`);
  return token;
};

/** A test payment (fps_hk, HKD) the payer has paid in full, through the API and the checkout page (live: `paidLivePayment`). */
export const paidPayment = async (merchant: PayinMerchant, amount = 10_000, api = merchant.api) => {
  const created = await api.POST('/api/payments', {
    body: { payment_method: 'fps_hk', amount, currency: 'HKD' },
  });
  if (!created.data) throw new Error(`payment creation failed: ${JSON.stringify(created.error)}`);
  const payment = created.data.data;
  const paid = await api.POST('/v1/checkout/{id}/simulate', {
    params: { path: { id: payment.id } },
    body: { token: tokenOf(payment), outcome: 'pay_full' },
  });
  if (paid.data?.data.status !== 'paid') throw new Error(`checkout failed: ${JSON.stringify(paid.error)}`);
  return payment.id;
};

/**
 * A live payment (fps_hk, HKD) paid in full: the payer can't complete a live payment on the checkout
 * page, so the gateway's notification does (the service behind `npm run ops -- gateway-notify`).
 */
export const paidLivePayment = async (t: TestApp, merchant: PayinMerchant, amount = 10_000) => {
  const created = await apiClient(t, merchant.liveKey).POST('/api/payments', {
    body: { payment_method: 'fps_hk', amount, currency: 'HKD' },
  });
  if (!created.data) throw new Error(`payment creation failed: ${JSON.stringify(created.error)}`);
  const { id } = created.data.data;
  await t.database.db.transaction((tx) => notifyPayment(t.ctx, tx, id, { status: 'paid' }));
  return id;
};
