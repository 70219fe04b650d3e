import type { Payout } from '@paydeck/contract/payouts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { sessionCall } from '../../../test/balance.ts';
import { body, lastEmail } from '../../../test/identity.ts';
import { balanceAudit, dueAmount } from '../../../test/ledger.ts';
import {
  fundBalance,
  insertIdentityDocument,
  insertParties,
  type Parties,
  type PayoutMerchant,
  payoutMerchant,
} from '../../../test/payouts.ts';
import { events } from '../../db/schema/events.ts';
import { balanceTransactions } from '../../db/schema/ledger.ts';
import { accounts } from '../../db/schema/merchants.ts';
import { operationLogs } from '../../db/schema/operations.ts';
import { payouts } from '../../db/schema/payouts.ts';

let t: TestApp;
let m: PayoutMerchant;
let call: ReturnType<typeof sessionCall>;
let parties: Parties;
const hkd = { accountId: '', livemode: false, currency: 'HKD' };

beforeAll(async () => {
  t = await createTestApp();
  m = await payoutMerchant(t, 'payouts@example.com');
  hkd.accountId = m.accountId;
  call = sessionCall(t, m.token);
  parties = await insertParties(t, m.accountId, false);
  await insertIdentityDocument(t, m.accountId, parties.payerId);
  await fundBalance(t, m.accountId, false, 'HKD', 10_000_000);
});
afterAll(() => t.close());

const pay = (overrides: object = {}, headers: Record<string, string> = {}) =>
  call(
    'POST',
    '/api/payouts',
    {
      livemode: 0,
      payer_id: parties.payerId,
      payee_id: parties.payeeId,
      payout_method_id: parties.payoutMethodId,
      currency: 'HKD',
      amount: 100_000,
      purpose: 'salary',
      reference: 'salary-017',
      ...overrides,
    },
    headers,
  );
const entriesOf = (sourceId: string) =>
  t.database.db.select().from(balanceTransactions).where(eq(balanceTransactions.sourceId, sourceId));
const rowOf = async (id: string) => (await t.database.db.select().from(payouts).where(eq(payouts.id, id)))[0];
const eventTypesOf = async (id: string) =>
  (await t.database.db.select().from(events).where(eq(events.objectId, id))).map((event) => event.type);
/** What the summary shows as available: every entry due by now (the stored figure matures lazily). */
const available = () => dueAmount(t.database.db, hkd);

describe('a payout', () => {
  it('converts to the method’s currency, takes amount and fee from the balance, and goes to the processor', async () => {
    const before = await available();
    const res = await pay();
    expect(res.statusCode).toBe(200);
    const payout = body<Payout>(res).data;
    // HKD → CNY crosses USD: 0.128 × 7.246377 = 0.927536256; HKD 1,000.00 → CNY 927.54 (half up).
    // Alipay's 2.2% of CNY 927.54 is CNY 20.41, back in HKD at 0.138 × 7.8125 = 1.078125: HKD 22.00.
    expect(payout).toMatchObject({
      object: 'payout',
      livemode: false,
      status: 'pending',
      method: 'alipay_cn',
      currency: 'HKD',
      amount: 100_000,
      currency_local: 'CNY',
      amount_local: 92_754,
      exchange_rate: '0.927536256',
      fee: 2_200,
      purpose: 'salary',
      reference: 'salary-017',
      verification: null,
    });
    expect(await available()).toBe(before - 102_200);
    const [entry] = await entriesOf(payout.id);
    expect(entry).toMatchObject({ type: 'payout', amount: -100_000, feeTotal: 2_200, net: -102_200 });
    expect(await eventTypesOf(payout.id)).toEqual(['payout.created']);
    expect((await rowOf(payout.id))?.gatewayTransactionId).toMatch(/^sim_po_/);
    const [logged] = await t.database.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.sourceId, payout.id), eq(operationLogs.action, 'created')));
    expect(logged?.description).toBe('HKD 1000.00 to Fang Zhang (alipay_cn)');
  });

  it('is quoted with the same arithmetic before it is made', async () => {
    const quote = (query: string) => call('GET', `/api/payouts/quote?livemode=0&${query}`);
    const small = await quote(`payout_method_id=${parties.payoutMethodId}&currency=HKD&amount=100000`);
    expect(body(small).data).toEqual({
      object: 'payout_quote',
      method: 'alipay_cn',
      currency: 'HKD',
      amount: 100_000,
      fee: 2_200,
      total: 102_200,
      currency_local: 'CNY',
      amount_local: 92_754,
      exchange_rate: '0.927536256',
      verification_required: false,
    });
    const large = await quote(`payout_method_id=${parties.payoutMethodId}&currency=HKD&amount=781250`);
    expect(body<{ verification_required: boolean }>(large).data.verification_required).toBe(true);
    // Alipay takes at most CNY 50,000.00 per payout.
    const tooLarge = await quote(`payout_method_id=${parties.payoutMethodId}&currency=HKD&amount=6000000`);
    expect(tooLarge.statusCode).toBe(422);
    expect(body(tooLarge).error.code).toBe('amount_out_of_range');
    expect((await quote('payout_method_id=pm_nope&currency=HKD&amount=100')).statusCode).toBe(404);
  });

  it('is refused beyond the available balance, writing nothing', async () => {
    const fps = await insertParties(t, m.accountId, false, { method: 'fps_hk', account: '+85291234567' });
    await insertIdentityDocument(t, m.accountId, fps.payerId);
    const before = await balanceAudit(t.database.db, hkd);
    const res = await pay({
      payer_id: fps.payerId,
      payee_id: fps.payeeId,
      payout_method_id: fps.payoutMethodId,
      amount: 20_000_000,
      reference: 'too-much',
    });
    expect(res.statusCode).toBe(422);
    expect(body(res).error.code).toBe('balance_insufficient');
    expect(await balanceAudit(t.database.db, hkd)).toEqual(before);
    expect(await t.database.db.select().from(payouts).where(eq(payouts.reference, 'too-much'))).toEqual([]);
  });

  it('refuses each missing or wrong field with a localized message', async () => {
    const missing = await call('POST', '/api/payouts', { livemode: 0 }, { 'accept-language': 'zh-CN' });
    expect(missing.statusCode).toBe(422);
    const details = missing.json().error.details as { field: string; message: string }[];
    expect(details.map((d) => d.field).sort()).toEqual(
      ['amount', 'currency', 'payee_id', 'payer_id', 'payout_method_id', 'purpose'].sort(),
    );
    const purpose = await pay({ purpose: 'gift' });
    expect(purpose.statusCode).toBe(422);
    const zero = await pay({ amount: 0 });
    expect(zero.statusCode).toBe(422);
    const notSettled = await pay({ currency: 'EUR' });
    expect(body(notSettled).error.code).toBe('settlement_currency_not_enabled');
    const strangers = await insertParties(t, m.accountId, false);
    const otherPayees = await pay({ payout_method_id: strangers.payoutMethodId });
    expect(body(otherPayees).error.code).toBe('payout_method_not_payees');
    const unknownPayer = await pay({ payer_id: 'pyr_nope' }, { 'accept-language': 'zh-CN' });
    expect(unknownPayer.statusCode).toBe(404);
    expect(body(unknownPayer).error.message).toBe('未找到该付款人。');
    // A live payer is not found from test mode.
    const live = await insertParties(t, m.accountId, true);
    expect(body(await pay({ payer_id: live.payerId })).error.code).toBe('payer_not_found');
  });

  it('to a company is refused for a method that pays individuals only', async () => {
    const company = await insertParties(t, m.accountId, false, { payeeType: 'company' });
    const res = await pay({ payee_id: company.payeeId, payout_method_id: company.payoutMethodId });
    expect(res.statusCode).toBe(422);
    expect(body(res).error.code).toBe('payout_method_company_unsupported');
  });

  it('is refused to an account without the payout business', async () => {
    await t.database.db
      .update(accounts)
      .set({ businessTypes: ['payin'] })
      .where(eq(accounts.id, m.accountId));
    await t.app.apiKeys.sync();
    const res = await pay();
    await t.database.db
      .update(accounts)
      .set({ businessTypes: ['payin', 'payout'] })
      .where(eq(accounts.id, m.accountId));
    await t.app.apiKeys.sync();
    expect(res.statusCode).toBe(403);
    expect(body(res).error.code).toBe('payout_business_off');
  });
});

describe('cancel and the processor’s outcomes', () => {
  it('cancel returns amount and fee in one entry, once', async () => {
    const payout = body<Payout>(await pay({ reference: 'to-cancel' })).data;
    const before = await available();
    const canceled = await call('POST', `/api/payouts/${payout.id}/cancel`, { livemode: 0 });
    expect(canceled.statusCode).toBe(200);
    expect(body<Payout>(canceled).data.status).toBe('canceled');
    expect(await available()).toBe(before + 102_200);
    const entries = await entriesOf(payout.id);
    expect(entries.map((e) => [e.type, e.net])).toEqual([
      ['payout', -102_200],
      ['adjustment', 102_200],
    ]);
    const again = await call('POST', `/api/payouts/${payout.id}/cancel`, { livemode: 0 });
    expect(again.statusCode).toBe(409);
    expect(body(again).error.code).toBe('payout_not_cancelable');
    expect(await eventTypesOf(payout.id)).toEqual(['payout.created', 'payout.canceled']);
  });

  it('the simulator succeeds one, fails another (money back) and asks for action on a third', async () => {
    const simulate = (id: string, payload: object) =>
      call('POST', `/api/payouts/${id}/simulate`, { livemode: 0, ...payload });
    const ok = body<Payout>(await pay()).data;
    const succeeded = body<Payout>(await simulate(ok.id, { outcome: 'succeeded' })).data;
    expect(succeeded.status).toBe('succeeded');
    expect(succeeded.time_succeeded).toBeGreaterThan(0);
    expect(body(await simulate(ok.id, { outcome: 'failed' })).error.code).toBe('payout_not_pending');

    const bad = body<Payout>(await pay()).data;
    const before = await available();
    const failed = body<Payout>(
      await simulate(bad.id, { outcome: 'failed', failure_code: 'account_closed', failure_message: 'Closed.' }),
    ).data;
    expect(failed).toMatchObject({ status: 'failed', failure_code: 'account_closed', failure_message: 'Closed.' });
    expect(await available()).toBe(before + 102_200);
    expect(await eventTypesOf(bad.id)).toEqual(['payout.created', 'payout.failed']);

    const asks = body<Payout>(await pay()).data;
    const waiting = body<Payout>(await simulate(asks.id, { outcome: 'needs_action' })).data;
    expect(waiting.status).toBe('waiting_action');
    expect(waiting.verification).toEqual({ channel: 'email', locked_until: null });
  });
});

describe('verification above the threshold', () => {
  // USD 1,000 is HKD 7,812.50 at 7.8125: the default threshold, reached exactly.
  const large = { amount: 781_250, reference: 'large' };

  it('waits unsubmitted, then an emailed code verifies it once and sends it', async () => {
    const payout = body<Payout>(await pay(large)).data;
    expect(payout).toMatchObject({ status: 'waiting_action', verification: { channel: 'email', locked_until: null } });
    expect((await rowOf(payout.id))?.gatewayTransactionId).toBeNull();
    expect(await eventTypesOf(payout.id)).toEqual(['payout.action_required']);

    const noCode = await call('POST', `/api/payouts/${payout.id}/verify`, { livemode: 0, code: '123456' });
    expect(body(noCode).error.code).toBe('verification_code_expired');
    const sent = await call('POST', `/api/payouts/${payout.id}/verification_code`, { livemode: 0 });
    expect(sent.statusCode).toBe(200);
    const email = await lastEmail(t.database.db, 'payouts@example.com', 'payout_verification_code');
    const code = /: (\d{6})$/m.exec(email?.text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect(email?.text).toContain('HKD 7812.50 to Fang Zhang');

    const verified = await call('POST', `/api/payouts/${payout.id}/verify`, { livemode: 0, code });
    expect(verified.statusCode).toBe(200);
    expect(body<Payout>(verified).data).toMatchObject({ status: 'pending', verification: null });
    expect((await rowOf(payout.id))?.gatewayTransactionId).toMatch(/^sim_po_/);
    expect(await eventTypesOf(payout.id)).toEqual(['payout.action_required', 'payout.created']);
    const replay = await call('POST', `/api/payouts/${payout.id}/verify`, { livemode: 0, code });
    expect(replay.statusCode).toBe(409);
    expect(body(replay).error.code).toBe('payout_not_waiting');
  });

  it('locks after five wrong codes, even when each comes with its own Idempotency-Key', async () => {
    const payout = body<Payout>(await pay(large)).data;
    await call('POST', `/api/payouts/${payout.id}/verification_code`, { livemode: 0 });
    const email = await lastEmail(t.database.db, 'payouts@example.com', 'payout_verification_code');
    const code = /: (\d{6})$/m.exec(email?.text ?? '')?.[1] ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    const attempt = (value: string, key: string) =>
      call('POST', `/api/payouts/${payout.id}/verify`, { livemode: 0, code: value }, { 'idempotency-key': key });
    for (let i = 1; i <= 4; i += 1) {
      const res = await attempt(wrong, `guess-${i}`);
      expect(res.statusCode).toBe(422);
      expect(body(res).error.message).toContain(`${5 - i} attempts left`);
    }
    const locked = await attempt(wrong, 'guess-5');
    expect(locked.statusCode).toBe(429);
    expect(body(locked).error.code).toBe('verification_locked');
    // The right code is refused too while it is locked.
    expect((await attempt(code, 'right')).statusCode).toBe(429);
    const detail = body<Payout>(await call('GET', `/api/payouts/${payout.id}?livemode=0`)).data;
    expect(detail.verification?.locked_until).toBeGreaterThan(Date.now() / 1000 + 14 * 60);
  });

  it('can be canceled while it waits', async () => {
    const payout = body<Payout>(await pay(large)).data;
    const canceled = await call('POST', `/api/payouts/${payout.id}/cancel`, { livemode: 0 });
    expect(body<Payout>(canceled).data.status).toBe('canceled');
  });
});

describe('the payer’s identity documents (spec §9)', () => {
  it('are required once the remittance would reach HKD 8,000, and then let the payout through', async () => {
    const fresh = await insertParties(t, m.accountId, false);
    const first = await pay({
      payer_id: fresh.payerId,
      payout_method_id: fresh.payoutMethodId,
      payee_id: fresh.payeeId,
      amount: 700_000,
    });
    expect(body<Payout>(first).data.status).toBe('pending');
    const crossing = await pay({
      payer_id: fresh.payerId,
      payee_id: fresh.payeeId,
      payout_method_id: fresh.payoutMethodId,
      amount: 100_000,
    });
    expect(crossing.statusCode).toBe(422);
    expect(body(crossing).error.code).toBe('payer_identity_required');
    expect(body(crossing).error.message).toContain('HKD 8,000.00');
    await insertIdentityDocument(t, m.accountId, fresh.payerId);
    const allowed = await pay({
      payer_id: fresh.payerId,
      payee_id: fresh.payeeId,
      payout_method_id: fresh.payoutMethodId,
      amount: 100_000,
    });
    expect(allowed.statusCode).toBe(200);
  });

  it('count only payouts that were not canceled or failed', async () => {
    const fresh = await insertParties(t, m.accountId, false);
    const ids = { payer_id: fresh.payerId, payee_id: fresh.payeeId, payout_method_id: fresh.payoutMethodId };
    const first = body<Payout>(await pay({ ...ids, amount: 700_000 })).data;
    await call('POST', `/api/payouts/${first.id}/cancel`, { livemode: 0 });
    expect((await pay({ ...ids, amount: 700_000 })).statusCode).toBe(200);
  });
});

describe('concurrency and tenancy', () => {
  it('50 parallel payouts against one balance never overdraw it', async () => {
    const other = await payoutMerchant(t, 'payouts-race@example.com');
    const otherParties = await insertParties(t, other.accountId, false);
    await insertIdentityDocument(t, other.accountId, otherParties.payerId);
    // Room for exactly 20 payouts of HKD 1,000.00 + HKD 22.00 fee.
    await fundBalance(t, other.accountId, false, 'HKD', 20 * 102_200 + 50_000);
    const otherCall = sessionCall(t, other.token);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        otherCall('POST', '/api/payouts', {
          livemode: 0,
          payer_id: otherParties.payerId,
          payee_id: otherParties.payeeId,
          payout_method_id: otherParties.payoutMethodId,
          currency: 'HKD',
          amount: 100_000,
          purpose: 'salary',
          reference: `race-${i}`,
        }),
      ),
    );
    const codes = results.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(20);
    expect(codes.filter((code) => code !== 200).every((code) => code === 422)).toBe(true);
    const key = { accountId: other.accountId, livemode: false, currency: 'HKD' };
    expect(await balanceAudit(t.database.db, key)).toMatchObject({ total: 50_000 });
    expect(await dueAmount(t.database.db, key)).toBe(50_000);
  });

  it("another merchant's payout is not found, and its cancel changes nothing", async () => {
    const mine = body<Payout>(await pay({ reference: 'mine' })).data;
    const stranger = await payoutMerchant(t, 'payouts-stranger@example.com');
    const theirs = sessionCall(t, stranger.token);
    expect((await theirs('GET', `/api/payouts/${mine.id}?livemode=0`)).statusCode).toBe(404);
    expect((await theirs('POST', `/api/payouts/${mine.id}/cancel`, { livemode: 0 })).statusCode).toBe(404);
    expect((await rowOf(mine.id))?.status).toBe('pending');
    const list = body<{ list: Payout[] }>(await theirs('GET', '/api/payouts?livemode=0')).data;
    expect(list.list).toEqual([]);
  });

  it('lists with filters and search, newest first', async () => {
    const list = async (query: string) => {
      const res = await call('GET', `/api/payouts?livemode=0&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return body<{ list: Payout[]; total: number }>(res).data;
    };
    const all = await list('per_page=100');
    expect(all.total).toBeGreaterThan(5);
    expect((await list('status=canceled')).list.every((p) => p.status === 'canceled')).toBe(true);
    expect((await list('search=mine')).list.map((p) => p.reference)).toEqual(['mine']);
    const one = all.list[0] as Payout;
    expect((await list(`search=${one.id}`)).list.map((p) => p.id)).toEqual([one.id]);
    expect((await list('currency=USD')).list).toEqual([]);
    expect((await list('method=alipay_cn&purpose=salary')).total).toBe(all.total);
    const live = body<{ list: Payout[] }>(await call('GET', '/api/payouts?livemode=1')).data;
    expect(live.list).toEqual([]);
  });
});
