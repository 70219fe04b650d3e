import type { BankAccountBody } from '@paydeck/contract/bank-accounts';
import { eq } from 'drizzle-orm';
import { accounts } from '../src/db/schema/merchants.ts';
import type { TestApp } from './app.ts';
import { bearer } from './identity.ts';

/** A bank account of the "Harbour Trading Ltd." company that passes every spec §5 rule. */
export const goodBankAccount = (overrides: Partial<BankAccountBody> = {}): BankAccountBody => ({
  bank_name: 'The Hongkong and Shanghai Banking Corporation Limited',
  bank_address: '1 Queens Road Central, Hong Kong',
  swift_code: 'HSBCHKHHHKH',
  bank_country: 'HK',
  additional_information: '004',
  account_number: '004-123456-001',
  beneficiary_name: 'HARBOUR TRADING LTD.',
  beneficiary_address: '8 Finance Street, Central, Hong Kong',
  beneficiary_country: 'HK',
  currency: 'HKD',
  ...overrides,
});

/** Money paid becomes available at once, and HKD and USD are settlement currencies (HKD the default). */
export const settleInHkdAtOnce = async (t: TestApp, accountId: string) => {
  await t.database.db
    .update(accounts)
    .set({ settlementDelayDays: 0, settlementCurrencies: ['HKD', 'USD'], defaultSettlementCurrency: 'HKD' })
    .where(eq(accounts.id, accountId));
  await t.app.apiKeys.sync();
};

/** A dashboard session's call, in a language. */
export const sessionCall =
  (t: TestApp, token: string) =>
  (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method,
      url,
      headers: { ...bearer(token), 'accept-language': 'en-US', ...headers },
      ...(payload && { payload }),
    });
