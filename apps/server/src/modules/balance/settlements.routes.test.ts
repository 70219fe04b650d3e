import type { BankAccount } from '@paydeck/contract/bank-accounts';
import { gatewaySignatureHeader } from '@paydeck/contract/gateway';
import type { BalanceSummary, Settlement } from '@paydeck/contract/settlements';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { goodBankAccount, sessionCall, settleInHkdAtOnce } from '../../../test/balance.ts';
import { body } from '../../../test/identity.ts';
import { balanceAudit } from '../../../test/ledger.ts';
import { disableAccount } from '../../../test/merchants.ts';
import { type PayinMerchant, paidLivePayment, paidPayment, payinMerchant } from '../../../test/payin.ts';
import { events } from '../../db/schema/events.ts';
import { balanceTransactions } from '../../db/schema/ledger.ts';
import { operationLogs } from '../../db/schema/operations.ts';
import { gatewaySignature } from '../../infra/gateway-signature.ts';
import { closeSettlement } from './settlements.service.ts';

const secret = 'settlement-notification-secret-0123456789';
let t: TestApp;
let m: PayinMerchant;
let call: ReturnType<typeof sessionCall>;
let hkdBank: BankAccount;
let usdBank: BankAccount;
const live = { accountId: '', livemode: true, currency: 'HKD' };

beforeAll(async () => {
  t = await createTestApp({ config: { ...(await import('../../../test/app.ts')).testConfig, gatewaySecret: secret } });
  m = await payinMerchant(t, 'settlements@example.com', 'Harbour Trading Ltd.');
  live.accountId = m.accountId;
  await settleInHkdAtOnce(t, m.accountId);
  call = sessionCall(t, m.token);
  hkdBank = body<BankAccount>(await call('POST', '/v1/bank_accounts', goodBankAccount())).data;
  usdBank = body<BankAccount>(
    await call('POST', '/v1/bank_accounts', goodBankAccount({ currency: 'USD', swift_code: 'CHASUS33' })),
  ).data;
});
afterAll(() => t.close());

const summary = async () => body<BalanceSummary>(await call('GET', '/api/balances?livemode=1')).data;
const hkdOf = async () => (await summary()).balances.find((b) => b.currency === 'HKD');
const withdraw = (payload: object, headers: Record<string, string> = {}) =>
  call(
    'POST',
    '/api/settlements',
    { livemode: 1, currency: 'HKD', bank_account_id: hkdBank.id, description: 'Payout to bank', ...payload },
    headers,
  );
const entriesOf = (sourceId: string) =>
  t.database.db.select().from(balanceTransactions).where(eq(balanceTransactions.sourceId, sourceId));
/** The balance equals the sum of its entries; what the summary shows of it (due entries counted). */
const expectBalanced = async () => {
  const audit = await balanceAudit(t.database.db, live);
  expect(audit.available + audit.pending).toBe(audit.total);
  const hkd = await hkdOf();
  expect((hkd?.available ?? 0) + (hkd?.pending ?? 0)).toBe(audit.total);
  return { available: hkd?.available ?? 0, pending: hkd?.pending ?? 0 };
};

describe('balance summary and withdrawals', () => {
  it("shows a live payment's net as available, with the USD 20 fee in HKD and the time zone", async () => {
    await paidLivePayment(t, m, 1_000_000);
    const [entry] = await t.database.db
      .select()
      .from(balanceTransactions)
      .where(and(eq(balanceTransactions.accountId, m.accountId), eq(balanceTransactions.livemode, true)));
    expect(await summary()).toMatchObject({
      object: 'balance',
      livemode: true,
      timezone: expect.any(String),
      default_settlement_currency: 'HKD',
      time_withdrawals_available: null,
    });
    expect(await hkdOf()).toEqual({
      currency: 'HKD',
      available: entry?.net,
      pending: 0,
      frozen: 0,
      withdrawal_fee: 15_625,
      fee_exchange_rate: '7.8125',
    });
    // USD is a settlement currency without money: listed, empty, fee USD 20.00 at rate 1.
    expect((await summary()).balances.find((b) => b.currency === 'USD')).toMatchObject({
      available: 0,
      withdrawal_fee: 2_000,
      fee_exchange_rate: '1',
    });
    await expectBalanced();
  });

  it('refuses what the balance cannot cover (the fee counted), and what breaks a rule, writing nothing', async () => {
    const before = await expectBalanced();
    const tooMuch = await withdraw({ amount: before.available - 15_625 + 1 });
    expect([tooMuch.statusCode, tooMuch.json().error.code]).toEqual([422, 'balance_insufficient']);
    const mismatch = await withdraw({ amount: 100, bank_account_id: usdBank.id });
    expect(tooMuch.json().message).toMatch(/^The available balance is HKD [\d.]+: it cannot cover HKD [\d.]+\.$/);
    expect([mismatch.statusCode, mismatch.json().message]).toEqual([
      422,
      'This bank account receives USD: choose one in HKD.',
    ]);
    const notSettlement = await withdraw({ amount: 100, currency: 'EUR' });
    expect([notSettlement.statusCode, notSettlement.json().error.code]).toEqual([
      422,
      'settlement_currency_not_enabled',
    ]);
    const missing = await withdraw({ amount: 100, bank_account_id: 'ba_missing' });
    expect([missing.statusCode, missing.json().error.code]).toEqual([404, 'bank_account_not_found']);
    const noDescription = await withdraw({ amount: 100, description: '  ' });
    expect(noDescription.statusCode).toBe(422);
    expect(await expectBalanced()).toEqual(before);
    const settlements = body<{ total: number }>(await call('GET', '/api/settlements?livemode=1')).data;
    expect(settlements.total).toBe(0);
  });

  it('withdraws: amount plus fee taken together, one entry, its event and its activity line', async () => {
    const before = await expectBalanced();
    const res = await withdraw({ amount: 500_000 }, { 'idempotency-key': 'withdraw-1' });
    expect(res.statusCode).toBe(200);
    const settlement = body<Settlement>(res).data;
    expect(settlement).toMatchObject({
      object: 'settlement',
      livemode: true,
      currency: 'HKD',
      amount: 500_000,
      fee: 15_625,
      fee_exchange_rate: '7.8125',
      status: 'pending',
      description: 'Payout to bank',
      bank_account: { id: hkdBank.id, beneficiary_name: 'HARBOUR TRADING LTD.', currency: 'HKD' },
      time_closed: null,
    });
    expect(settlement.arrival_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // A retry with the same key replays it: one settlement, one debit.
    const replay = await withdraw({ amount: 500_000 }, { 'idempotency-key': 'withdraw-1' });
    expect(body<Settlement>(replay).data.id).toBe(settlement.id);
    const [entry, ...more] = await entriesOf(settlement.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ type: 'settlement', amount: -500_000, feeTotal: 15_625, net: -515_625 });
    expect(entry?.feeDetails).toEqual([
      { type: 'settlement_fee', amount: 15_625, description: 'Withdrawal fee USD 20.00 at 1 USD = 7.8125 HKD' },
    ]);
    expect((await expectBalanced()).available).toBe(before.available - 515_625);
    const [event] = await t.database.db.select().from(events).where(eq(events.objectId, settlement.id));
    expect(event?.type).toBe('settlement.created');
    const [logged] = await t.database.db.select().from(operationLogs).where(eq(operationLogs.sourceId, settlement.id));
    expect(logged).toMatchObject({ action: 'created', sourceType: 'settlement' });
    // Lists and detail.
    const page = body<{ list: Settlement[] }>(await call('GET', '/api/settlements?livemode=1&status=pending')).data;
    expect(page.list.map((s) => s.id)).toEqual([settlement.id]);
    const paidOnly = body<{ list: Settlement[] }>(await call('GET', '/api/settlements?livemode=1&status=paid')).data;
    expect(paidOnly.list).toEqual([]);
    expect(body<Settlement>(await call('GET', `/api/settlements/${settlement.id}?livemode=1`)).data).toEqual(
      settlement,
    );
  });

  it('moves as the provider says: paid keeps the money out; canceled and failed return amount and fee', async () => {
    const paid = body<Settlement>(await withdraw({ amount: 10_000 })).data;
    const canceled = body<Settlement>(await withdraw({ amount: 20_000 })).data;
    const failed = body<Settlement>(await withdraw({ amount: 30_000 })).data;
    const before = await expectBalanced();
    expect(await closeSettlement(t.database.db, paid.id, { status: 'paid' })).toMatchObject({ status: 'paid' });
    expect((await expectBalanced()).available).toBe(before.available);
    await closeSettlement(t.database.db, canceled.id, { status: 'canceled' });
    expect((await expectBalanced()).available).toBe(before.available + 20_000 + 15_625);
    const failedNow = await closeSettlement(t.database.db, failed.id, {
      status: 'failed',
      failureMessage: 'Account closed',
    });
    expect(failedNow).toMatchObject({ status: 'failed', failure_message: 'Account closed' });
    expect((await expectBalanced()).available).toBe(before.available + 20_000 + 30_000 + 2 * 15_625);
    const [returned] = (await entriesOf(failed.id)).filter((e) => e.type === 'settlement_failure');
    expect(returned).toMatchObject({ amount: 45_625, net: 45_625, sourceAmount: 45_625 });
    // Final: no second move, nothing written.
    await expect(closeSettlement(t.database.db, paid.id, { status: 'canceled' })).rejects.toMatchObject({
      code: 'settlement_not_pending',
    });
    expect((await entriesOf(paid.id)).length).toBe(1);
    const types = (await t.database.db.select().from(events).where(eq(events.objectId, canceled.id))).map(
      (e) => e.type,
    );
    expect(types.sort()).toEqual(['settlement.canceled', 'settlement.created']);
  });

  it('takes the signed provider notification, and refuses an unsigned one', async () => {
    const settlement = body<Settlement>(await withdraw({ amount: 1_000 })).data;
    const raw = JSON.stringify({ settlement_id: settlement.id, status: 'paid' });
    const time = Math.floor(Date.now() / 1000);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/v1/gateway/settlements',
      headers: { 'content-type': 'application/json' },
      payload: raw,
    });
    expect(unsigned.statusCode).toBe(401);
    const signed = await t.app.inject({
      method: 'POST',
      url: '/v1/gateway/settlements',
      headers: {
        'content-type': 'application/json',
        [gatewaySignatureHeader]: `t=${time},v1=${gatewaySignature(secret, time, raw)}`,
      },
      payload: raw,
    });
    expect([signed.statusCode, signed.json().data.status]).toEqual([200, 'paid']);
  });

  it('simulates test settlements only, in test mode', async () => {
    const testCall = (payload: object) =>
      call('POST', '/api/settlements', {
        livemode: 0,
        currency: 'HKD',
        bank_account_id: hkdBank.id,
        description: 'Test',
        ...payload,
      });
    await paidPayment(m, 200_000);
    const test = { accountId: m.accountId, livemode: false, currency: 'HKD' };
    const created = body<Settlement>(await testCall({ amount: 50_000 })).data;
    expect(created.livemode).toBe(false);
    const before = await balanceAudit(t.database.db, test);
    const simulated = await call('POST', `/api/settlements/${created.id}/simulate`, { livemode: 0, outcome: 'failed' });
    expect(body<Settlement>(simulated).data.status).toBe('failed');
    expect((await balanceAudit(t.database.db, test)).total).toBe(before.total + 50_000 + 15_625);
    const liveOne = body<Settlement>(await withdraw({ amount: 1_000 })).data;
    const refused = await call('POST', `/api/settlements/${liveOne.id}/simulate`, { livemode: 1, outcome: 'paid' });
    expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'test_mode_only']);
    // A test settlement is not found in live mode, and the other way round.
    expect((await call('GET', `/api/settlements/${created.id}?livemode=1`)).statusCode).toBe(404);
  });

  it('lets 50 parallel withdrawals take only what is available, never below zero', async () => {
    const start = await expectBalanced();
    const each = 40_000;
    const results = await Promise.all(Array.from({ length: 50 }, () => withdraw({ amount: each })));
    const ok = results.filter((r) => r.statusCode === 200).length;
    const refused = results.filter(
      (r) => r.statusCode === 422 && r.json().error.code === 'balance_insufficient',
    ).length;
    expect(ok + refused).toBe(50);
    expect(ok).toBe(Math.floor(start.available / (each + 15_625)));
    const end = await expectBalanced();
    expect(end.available).toBe(start.available - ok * (each + 15_625));
    expect(end.available).toBeGreaterThanOrEqual(0);
  }, 60_000);

  it("freezes a disabled account's withdrawals until the freeze ends, saying when", async () => {
    const frozenMerchant = await payinMerchant(t, 'settlements-frozen@example.com', 'Harbour Trading Ltd.');
    await settleInHkdAtOnce(t, frozenMerchant.accountId);
    await paidLivePayment(t, frozenMerchant, 100_000);
    const as = sessionCall(t, frozenMerchant.token);
    const bank = body<BankAccount>(await as('POST', '/v1/bank_accounts', goodBankAccount())).data;
    await disableAccount(t, frozenMerchant.accountId, 30);
    const frozen = body<BalanceSummary>(await as('GET', '/api/balances?livemode=1')).data;
    const hkd = frozen.balances.find((b) => b.currency === 'HKD');
    expect(hkd?.available).toBe(0);
    expect(hkd?.frozen).toBeGreaterThan(0);
    expect(frozen.time_withdrawals_available).toBeGreaterThan(Date.now() / 1000 + 29 * 86_400);
    const res = await as('POST', '/api/settlements', {
      livemode: 1,
      currency: 'HKD',
      amount: 100,
      bank_account_id: bank.id,
      description: 'Frozen',
    });
    expect([res.statusCode, res.json().error.code]).toEqual([409, 'withdrawals_frozen']);
    expect(res.json().message).toMatch(
      /^This account is disabled: withdrawals are frozen until \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \(.+\)\.$/,
    );
  });

  it("never shows or moves another merchant's settlements or uses their bank accounts", async () => {
    const [mine] = body<{ list: Settlement[] }>(await call('GET', '/api/settlements?livemode=1')).data.list;
    if (!mine) throw new Error('no settlement');
    const intruder = await payinMerchant(t, 'settlements-intruder@example.com', 'Harbour Trading Ltd.');
    await settleInHkdAtOnce(t, intruder.accountId);
    const as = sessionCall(t, intruder.token);
    expect((await as('GET', `/api/settlements/${mine.id}?livemode=1`)).statusCode).toBe(404);
    expect(body<{ total: number }>(await as('GET', '/api/settlements?livemode=1')).data.total).toBe(0);
    const stolen = await as('POST', '/api/settlements', {
      livemode: 1,
      currency: 'HKD',
      amount: 100,
      bank_account_id: hkdBank.id,
      description: 'Not mine',
    });
    expect([stolen.statusCode, stolen.json().error.code]).toEqual([404, 'bank_account_not_found']);
    expect(
      body<BalanceSummary>(await as('GET', '/api/balances?livemode=1')).data.balances.every((b) => b.available === 0),
    ).toBe(true);
  });
});
