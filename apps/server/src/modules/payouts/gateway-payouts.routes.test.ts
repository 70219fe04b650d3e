import { gatewaySignatureHeader } from '@paydeck/contract/gateway';
import type { Payout } from '@paydeck/contract/payouts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testConfig } from '../../../test/app.ts';
import { body } from '../../../test/identity.ts';
import {
  fundBalance,
  insertIdentityDocument,
  insertParties,
  type Parties,
  type PayoutMerchant,
  payoutMerchant,
} from '../../../test/payouts.ts';
import { balanceTransactions } from '../../db/schema/ledger.ts';
import { gatewaySignature } from '../../infra/gateway-signature.ts';

const secret = 'payout-notification-secret-0123456789';
let t: TestApp;
let m: PayoutMerchant;
let parties: Parties;

beforeAll(async () => {
  t = await createTestApp({ config: { ...testConfig, gatewaySecret: secret } });
  m = await payoutMerchant(t, 'gateway-payouts@example.com');
  parties = await insertParties(t, m.accountId, true);
  await insertIdentityDocument(t, m.accountId, parties.payerId);
  await fundBalance(t, m.accountId, true, 'HKD', 1_000_000);
});
afterAll(() => t.close());

const livePayout = async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payouts',
    headers: { authorization: `Bearer ${m.liveKey}` },
    payload: {
      payer_id: parties.payerId,
      payee_id: parties.payeeId,
      payout_method_id: parties.payoutMethodId,
      currency: 'HKD',
      amount: 100_000,
      purpose: 'salary',
    },
  });
  expect(res.statusCode).toBe(200);
  return body<Payout>(res).data;
};
const notify = (payload: object, signed = true) => {
  const raw = JSON.stringify(payload);
  const time = Math.floor(Date.now() / 1000);
  return t.app.inject({
    method: 'POST',
    url: '/v1/gateway/payouts',
    headers: {
      'content-type': 'application/json',
      ...(signed && { [gatewaySignatureHeader]: `t=${time},v1=${gatewaySignature(secret, time, raw)}` }),
    },
    payload: raw,
  });
};

describe("the processor's signed payout notification", () => {
  it('succeeds a pending live payout once; an unsigned one is refused', async () => {
    const payout = await livePayout();
    expect((await notify({ payout_id: payout.id, status: 'succeeded' }, false)).statusCode).toBe(401);
    const done = await notify({ payout_id: payout.id, status: 'succeeded' });
    expect([done.statusCode, body<Payout>(done).data.status]).toEqual([200, 'succeeded']);
    const again = await notify({ payout_id: payout.id, status: 'failed' });
    expect([again.statusCode, body(again).error.code]).toEqual([409, 'payout_not_pending']);
  });

  it('fails one with its reason, returning amount and fee', async () => {
    const payout = await livePayout();
    const failed = await notify({
      payout_id: payout.id,
      status: 'failed',
      failure_code: 'account_closed',
      failure_message: 'Wallet closed',
    });
    expect(body<Payout>(failed).data).toMatchObject({
      status: 'failed',
      failure_code: 'account_closed',
      failure_message: 'Wallet closed',
    });
    const entries = await t.database.db
      .select()
      .from(balanceTransactions)
      .where(eq(balanceTransactions.sourceId, payout.id));
    expect(entries.map((entry) => [entry.type, entry.net])).toEqual([
      ['payout', -102_200],
      ['adjustment', 102_200],
    ]);
    const reasonOnSuccess = await notify({ payout_id: payout.id, status: 'succeeded', failure_code: 'x' });
    expect(reasonOnSuccess.statusCode).toBe(422);
  });
});
