import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, body } from '../../../test/identity.ts';
import { addMember, signUpMerchant, type TestOwner } from '../../../test/merchants.ts';

let t: TestApp;
let owner: TestOwner;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpMerchant(t, 'settings@example.com', 'Bamboo Courier');
});
afterAll(() => t.close());

const update = (payload: object, token = owner.token, locale = 'en-US', accountId = owner.accountId) =>
  t.app.inject({
    method: 'PUT',
    url: `/v1/accounts/${accountId}`,
    headers: { ...bearer(token), 'accept-language': locale },
    payload,
  });
const currencies = (token = owner.token, query = '') =>
  t.app.inject({ method: 'GET', url: `/v1/account_settlement_currencies${query}`, headers: bearer(token) });

describe('PUT /v1/accounts/{accountId}', () => {
  it('changes the given settings and answers the updated current account', async () => {
    const res = await update({
      name: '  Bamboo Courier HK ',
      country: 'SG',
      timezone: 'Asia/Singapore',
      enable_business: ['payout', 'payin'],
      settlement_currencies: ['HKD', 'USD', 'HKD'],
      default_settlement_currency: 'HKD',
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toMatchObject({
      id: owner.accountId,
      name: 'Bamboo Courier HK',
      country: 'SG',
      timezone: 'Asia/Singapore',
      enable_business: ['payin', 'payout'],
      default_settlement_currency: 'HKD',
      settlement_currencies: ['USD', 'HKD'],
      enable_reference_unique: false,
    });
    const again = body(
      await t.app.inject({ method: 'GET', url: `/v1/accounts/${owner.accountId}`, headers: bearer(owner.token) }),
    );
    expect(again.data).toMatchObject({ name: 'Bamboo Courier HK', timezone: 'Asia/Singapore' });
  });

  it('needs at least one field (422, localized)', async () => {
    for (const payload of [{}, { unknown: 1 }]) {
      const res = await update(payload, owner.token, 'zh-CN');
      expect(res.statusCode).toBe(422);
      expect(body(res).error).toMatchObject({
        code: 'validation_failed',
        details: [{ field: 'body', code: 'custom', message: '请至少提供一项要修改的设置。' }],
      });
    }
    const en = await update({});
    expect(body(en).error).toMatchObject({ details: [{ message: 'Give at least one setting to change.' }] });
  });

  it('validates each field', async () => {
    const refused = async (payload: object) => (await update(payload)).statusCode;
    expect(await refused({ name: '  ' })).toBe(422);
    expect(await refused({ country: 'ZZ' })).toBe(422);
    expect(await refused({ timezone: 'Mars/Olympus' })).toBe(422);
    expect(await refused({ enable_business: [] })).toBe(422);
    expect(await refused({ settlement_currencies: ['JPY'] })).toBe(422);
    expect(await refused({ default_settlement_currency: 'XYZ' })).toBe(422);
    expect(await refused({ enable_reference_unique: 'yes' })).toBe(422);
  });

  it('keeps the default settlement currency among the settlement currencies (422)', async () => {
    const dropped = await update({ settlement_currencies: ['USD'] });
    expect(dropped.statusCode).toBe(422);
    expect(body(dropped).error).toMatchObject({
      code: 'settlement_currency_missing',
      message: 'The default settlement currency must be one of the settlement currencies.',
    });
    expect((await update({ default_settlement_currency: 'EUR' })).statusCode).toBe(422);
    expect(
      (await update({ settlement_currencies: ['USD', 'EUR'], default_settlement_currency: 'EUR' })).statusCode,
    ).toBe(200);
  });

  it('turns unique reference mode on once and refuses to turn it off (409, both locales)', async () => {
    expect(body(await update({ enable_reference_unique: true })).data).toMatchObject({ enable_reference_unique: true });
    expect((await update({ enable_reference_unique: true })).statusCode).toBe(200);
    const off = await update({ enable_reference_unique: false, name: 'Renamed' });
    expect(off.statusCode).toBe(409);
    expect(body(off).error).toMatchObject({
      code: 'reference_unique_locked',
      message: "Unique reference mode can't be turned off once it is on.",
    });
    expect(body(await update({ enable_reference_unique: false }, owner.token, 'zh-CN')).error.message).toBe(
      '唯一参考号模式一经开启，便无法关闭。',
    );
    const after = body<{ name: string; enable_reference_unique: boolean }>(
      await t.app.inject({ method: 'GET', url: `/v1/accounts/${owner.accountId}`, headers: bearer(owner.token) }),
    ).data;
    expect(after).toMatchObject({ name: 'Bamboo Courier HK', enable_reference_unique: true });
  });

  it('is for edit_account holders only (administrator yes, finance 403)', async () => {
    const admin = await addMember(t, owner.accountId, ['administrator']);
    const finance = await addMember(t, owner.accountId, ['finance']);
    expect((await update({ timezone: 'Asia/Hong_Kong' }, admin.token)).statusCode).toBe(200);
    expect((await update({ timezone: 'UTC' }, finance.token)).statusCode).toBe(403);
  });
});

describe('GET /v1/account_settlement_currencies', () => {
  it("answers the current account's settlement currencies for any member, live mode or not", async () => {
    const analyst = await addMember(t, owner.accountId, ['analyst']);
    for (const [token, query] of [
      [owner.token, ''],
      [analyst.token, '?livemode=1'],
    ] as const) {
      const res = await currencies(token, query);
      expect(res.statusCode).toBe(200);
      expect(body(res).data).toEqual({ default_settlement_currency: 'EUR', settlement_currencies: ['USD', 'EUR'] });
    }
  });
});
