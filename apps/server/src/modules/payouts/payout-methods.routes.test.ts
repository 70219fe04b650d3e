import type { PayoutStatus } from '@paydeck/contract/payout-rules';
import type { PayoutMethodRecord } from '@paydeck/contract/payouts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { sessionCall } from '../../../test/balance.ts';
import { body } from '../../../test/identity.ts';
import {
  goodPayee,
  goodPayer,
  goodPayoutMethod,
  made,
  type PayoutMerchant,
  payoutMerchant,
} from '../../../test/payouts.ts';
import { payoutMethods, payouts } from '../../db/schema/payouts.ts';
import { newId } from '../../lib/ids.ts';

let t: TestApp;
let m: PayoutMerchant;
let other: PayoutMerchant;
let call: ReturnType<typeof sessionCall>;
let payeeId: string;
let companyId: string;
beforeAll(async () => {
  t = await createTestApp();
  m = await payoutMerchant(t, 'payout-methods@example.com');
  other = await payoutMerchant(t, 'payout-methods-other@example.com', 'Other Payouts Ltd');
  call = sessionCall(t, m.token);
  payeeId = await made(call, '/api/payees', goodPayee());
  companyId = await made(
    call,
    '/api/payees',
    goodPayee({ entity_type: 'company', first_name: 'Lei', last_name: 'Wu' }),
  );
});
afterAll(() => t.close());

const methodRows = (accountId = m.accountId) =>
  t.database.db.select().from(payoutMethods).where(eq(payoutMethods.accountId, accountId));
const methodOf = (res: Awaited<ReturnType<typeof call>>) => body<PayoutMethodRecord>(res).data;

describe('payout methods', () => {
  it('refuses each spec §5 rule, localized, and writes nothing', async () => {
    const cases: [object, string, string][] = [
      [
        goodPayoutMethod(payeeId, { account: '' }),
        'account',
        'Enter an email address or a phone number in the international format, e.g. +8613812345678.',
      ],
      [
        goodPayoutMethod(payeeId, { account: 'not an account' }),
        'account',
        'Enter an email address or a phone number in the international format, e.g. +8613812345678.',
      ],
      [
        goodPayoutMethod(payeeId, { method: 'paynow_sg', account: 'fang@example.com' }),
        'account',
        'This method pays to a phone number: use the international format, e.g. +6591234567.',
      ],
      [{ ...goodPayoutMethod(payeeId), method: undefined }, 'method', ''],
      [{ ...goodPayoutMethod(payeeId), method: 'swift' }, 'method', ''],
      [{ ...goodPayoutMethod(payeeId), account: undefined }, 'account', ''],
      [{ ...goodPayoutMethod(payeeId), payee_id: '' }, 'payee_id', ''],
    ];
    for (const [payload, field, message] of cases) {
      const res = await call('POST', '/api/payout_methods', payload);
      expect(res.statusCode, field).toBe(422);
      const issue = res.json().error.details.find((d: { field: string }) => d.field === field);
      expect(issue, field).toBeDefined();
      if (message) expect(issue.message, field).toBe(message);
    }
    const zh = await call(
      'POST',
      '/api/payout_methods',
      goodPayoutMethod(payeeId, { method: 'gcash_ph', account: 'a@b.co' }),
      {
        'accept-language': 'zh-CN',
      },
    );
    expect(zh.json().error.details).toEqual([
      { field: 'account', code: 'custom', message: '该方式向手机号码出款：请使用国际格式，例如 +6591234567。' },
    ]);
    const unknownPayee = await call('POST', '/api/payout_methods', goodPayoutMethod(newId('pye')));
    expect([unknownPayee.statusCode, unknownPayee.json().error.code]).toEqual([404, 'payee_not_found']);
    expect(await methodRows()).toEqual([]);
  });

  it('refuses a consumer wallet for a company payee, naming the method', async () => {
    for (const method of ['alipay_cn', 'gcash_ph'] as const) {
      const res = await call(
        'POST',
        '/api/payout_methods',
        goodPayoutMethod(companyId, { method, account: '+8613912345678' }),
      );
      expect([res.statusCode, res.json().error.code, res.json().message]).toEqual([
        422,
        'payout_method_company_unsupported',
        `${method} pays individuals only: a company payee cannot use it.`,
      ]);
    }
    const zh = await call('POST', '/api/payout_methods', goodPayoutMethod(companyId), { 'accept-language': 'zh-CN' });
    expect(zh.json().message).toBe('alipay_cn 仅支持个人收款：企业收款人无法使用。');
    expect(await methodRows()).toEqual([]);
    const fps = await call('POST', '/api/payout_methods', goodPayoutMethod(companyId, { method: 'fps_hk' }));
    expect(methodOf(fps)).toMatchObject({ method: 'fps_hk', payee_id: companyId, payee_name: 'Lei Wu' });
  });

  it('adds with a session or a secret key, lists with filters, finds, and soft-deletes', async () => {
    const byKey = sessionCall(t, m.testKey);
    const alipay = methodOf(
      await call(
        'POST',
        '/api/payout_methods',
        goodPayoutMethod(payeeId, { details: { branch: 'Shenzhen' }, description: 'Wallet' }),
      ),
    );
    expect(alipay).toEqual({
      id: expect.stringMatching(/^pm_/),
      object: 'payout_method',
      livemode: false,
      method: 'alipay_cn',
      account: 'zhang.fang@example.com',
      payee_id: payeeId,
      payee_name: 'Fang Zhang',
      details: { branch: 'Shenzhen' },
      description: 'Wallet',
      time_created: expect.any(Number),
    });
    const gcash = methodOf(
      await byKey('POST', '/api/payout_methods', {
        ...goodPayoutMethod(payeeId, { method: 'gcash_ph', account: '+639171234567' }),
        livemode: undefined,
      }),
    );
    const list = async (query = '') =>
      body<{ list: PayoutMethodRecord[] }>(await call('GET', `/api/payout_methods?livemode=0${query}`)).data.list.map(
        (x) => x.id,
      );
    expect((await list()).slice(0, 2)).toEqual([gcash.id, alipay.id]);
    expect(await list('&method=gcash_ph')).toEqual([gcash.id]);
    expect(await list(`&payee_id=${payeeId}`)).toEqual([gcash.id, alipay.id]);
    expect(methodOf(await byKey('GET', `/api/payout_methods/${alipay.id}`))).toEqual(alipay);

    const deleted = await byKey('DELETE', `/api/payout_methods/${gcash.id}`);
    expect(methodOf(deleted).id).toBe(gcash.id);
    expect(await list(`&payee_id=${payeeId}`)).toEqual([alipay.id]);
    const gone = await call('GET', `/api/payout_methods/${gcash.id}?livemode=0`);
    expect([gone.statusCode, gone.json().error.code]).toEqual([404, 'payout_method_not_found']);
    expect((await call('DELETE', `/api/payout_methods/${gcash.id}?livemode=0`)).statusCode).toBe(404);
    // The row stays for the payouts that name it.
    const [row] = await t.database.db.select().from(payoutMethods).where(eq(payoutMethods.id, gcash.id));
    expect(row?.timeDeleted).toBeInstanceOf(Date);
  });

  it('refuses to delete a method while one of its payouts is pending or waiting for verification', async () => {
    const payerId = await made(call, '/api/payers', goodPayer());
    const methodId = await made(call, '/api/payout_methods', goodPayoutMethod(payeeId));
    const payoutId = newId('po');
    const setStatus = (status: PayoutStatus) =>
      t.database.db.update(payouts).set({ status }).where(eq(payouts.id, payoutId));
    await t.database.db.insert(payouts).values({
      accountId: m.accountId,
      id: payoutId,
      livemode: false,
      payerId,
      payeeId,
      payoutMethodId: methodId,
      method: 'alipay_cn',
      currency: 'HKD',
      amount: 10_000,
      fee: 0,
      currencyLocal: 'CNY',
      amountLocal: 9_150,
      exchangeRate: '0.915',
      amountHkd: 10_000,
      purpose: 'salary',
      status: 'pending',
    });
    for (const status of ['pending', 'waiting_action'] as const) {
      await setStatus(status);
      const res = await call('DELETE', `/api/payout_methods/${methodId}?livemode=0`, undefined, {
        'accept-language': 'zh-CN',
      });
      expect([res.statusCode, res.json().error.code, res.json().message], status).toEqual([
        409,
        'payout_method_in_use',
        '该收款方式有进行中的代付：请在代付完成后再删除。',
      ]);
    }
    await setStatus('succeeded');
    expect((await call('DELETE', `/api/payout_methods/${methodId}?livemode=0`)).statusCode).toBe(200);
  });

  it("answers 404 to another account's method and payee, and the other mode's, changing nothing", async () => {
    const theirCall = sessionCall(t, other.token);
    const theirPayee = await made(theirCall, '/api/payees', goodPayee());
    const theirMethod = await made(theirCall, '/api/payout_methods', goodPayoutMethod(theirPayee));
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await call(method, `/api/payout_methods/${theirMethod}?livemode=0`);
      expect([res.statusCode, res.json().error.code], method).toEqual([404, 'payout_method_not_found']);
    }
    const onTheirPayee = await call('POST', '/api/payout_methods', goodPayoutMethod(theirPayee));
    expect([onTheirPayee.statusCode, onTheirPayee.json().error.code]).toEqual([404, 'payee_not_found']);
    const listed = body<{ list: PayoutMethodRecord[] }>(
      await call('GET', `/api/payout_methods?livemode=0&payee_id=${theirPayee}`),
    ).data.list;
    expect(listed).toEqual([]);
    expect((await methodRows(other.accountId)).map((row) => [row.id, row.timeDeleted])).toEqual([[theirMethod, null]]);

    const mine = await made(call, '/api/payout_methods', goodPayoutMethod(payeeId));
    const live = sessionCall(t, m.liveKey);
    expect((await live('GET', `/api/payout_methods/${mine}`)).json().error.code).toBe('payout_method_not_found');
    expect((await live('DELETE', `/api/payout_methods/${mine}`)).statusCode).toBe(404);
    const livePayee = await live('POST', '/api/payout_methods', { ...goodPayoutMethod(payeeId), livemode: undefined });
    expect(livePayee.json().error.code).toBe('payee_not_found');
    expect(body<{ total: number }>(await call('GET', '/api/payout_methods?livemode=1')).data.total).toBe(0);
  });
});
