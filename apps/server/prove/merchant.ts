import type pg from 'pg';
import type { BenchDatabase } from '../bench/bench-database.ts';
import { call, signUpMerchant } from '../bench/bench-merchant.ts';
import { goodBankAccount } from '../test/balance.ts';
import { goodPayee, goodPayer, goodPayoutMethod } from '../test/payouts.ts';
import { png } from '../test/png.ts';

export type ProvenMerchant = Awaited<ReturnType<typeof setUpMerchant>>;

/**
 * A merchant ready for every money write, made as one is over the API (sign-up, keys, bank
 * account, payout parties, webhook endpoint): settling at once in HKD so withdrawals and payouts
 * have money, with the payout business on. The endpoint takes every event type at `webhookUrl`.
 */
export const setUpMerchant = async (origin: string, database: BenchDatabase, sql: pg.Client, webhookUrl: string) => {
  const merchant = await signUpMerchant(origin, database);
  await sql.query(
    `update accounts set settlement_delay_days = 0, settlement_currencies = '{HKD,USD}',
      default_settlement_currency = 'HKD', business_types = '{payin,payout}' where id = $1`,
    [merchant.accountId],
  );
  const session = (method: string, url: string, body?: unknown) => call(origin, method, url, body, merchant.token);
  // Its beneficiary must be the merchant's company, as signed up.
  const bank = (await session(
    'POST',
    '/v1/bank_accounts',
    goodBankAccount({ beneficiary_name: 'BENCH TRADING LTD' }),
  )) as { id: string };
  const payer = (await session('POST', '/api/payers', goodPayer())) as { id: string };
  const payee = (await session('POST', '/api/payees', goodPayee())) as { id: string };
  const method = (await session('POST', '/api/payout_methods', goodPayoutMethod(payee.id))) as { id: string };
  // Past HKD 8,000 a payer's remittance needs an identity document (spec §9).
  const form = new FormData();
  form.append('file', new Blob([png]), 'passport.png');
  const uploaded = await fetch(new URL(`/api/payers/${payer.id}/identity_documents?livemode=0`, origin), {
    method: 'POST',
    headers: { authorization: `Bearer ${merchant.token}` },
    body: form,
  });
  if (!uploaded.ok) throw new Error(`identity document: ${uploaded.status} ${await uploaded.text()}`);
  const endpoint = (await session('POST', '/api/webhook_endpoints', {
    livemode: 0,
    url: webhookUrl,
    enabled_events: ['*'],
  })) as { id: string };
  const { secret } = (await session('GET', `/api/webhook_endpoints/${endpoint.id}/secret?livemode=0`)) as {
    secret: string;
  };
  return {
    ...merchant,
    bankAccountId: bank.id,
    payout: { payer_id: payer.id, payee_id: payee.id, payout_method_id: method.id },
    webhookSecret: secret,
  };
};
