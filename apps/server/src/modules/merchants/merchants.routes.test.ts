import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, body, signUp } from '../../../test/identity.ts';
import { disableAccount, signUpMerchant } from '../../../test/merchants.ts';
import { merchants } from '../../db/schema/merchants.ts';
import { insertMember } from './merchants.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const activate = (token: string, payload: Record<string, unknown>, locale = 'en-US') =>
  t.app.inject({
    method: 'POST',
    url: '/v1/merchants',
    headers: { ...bearer(token), 'accept-language': locale },
    payload,
  });

describe('POST /v1/merchants (complete account information)', () => {
  it("creates the user's merchant and first account, owned by them and selected", async () => {
    const token = await signUp(t.app, t.database.db, 'founder@example.com');
    const res = await activate(token, { merchant_name: '  Lotus Tea House  ', country: 'SG' });
    expect(res.statusCode).toBe(200);
    const created = body<{ merchant_id: string; account_id: string }>(res).data;
    const me = body<{ accounts: unknown[]; merchants: unknown[]; selected_account_id: string }>(
      await t.app.inject({ method: 'GET', url: '/v1/current_user', headers: bearer(token) }),
    ).data;
    expect(me.accounts).toEqual([
      { id: created.account_id, name: 'Lotus Tea House', merchant_id: created.merchant_id, is_owner: true },
    ]);
    expect(me.merchants).toEqual([
      { id: created.merchant_id, name: 'Lotus Tea House', is_owner: true, status: 'normal' },
    ]);
    expect(me.selected_account_id).toBe(created.account_id);

    const again = await activate(token, { merchant_name: 'Second', country: 'SG' });
    expect(again.statusCode).toBe(409);
    expect(body(again).error.message).toBe('Your merchant information is already complete.');
  });

  it('creates exactly one merchant under concurrent submissions', async () => {
    const token = await signUp(t.app, t.database.db, 'racer@example.com');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => activate(token, { merchant_name: 'Racer Ltd', country: 'HK' })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const names = (await t.database.db.select({ name: merchants.name }).from(merchants)).filter(
      (m) => m.name === 'Racer Ltd',
    );
    expect(names).toHaveLength(1);
  });

  it('validates the name (1–255) and the region with localized messages', async () => {
    const token = await signUp(t.app, t.database.db, 'validator@example.com');
    expect((await activate(token, { merchant_name: '   ', country: 'HK' })).statusCode).toBe(422);
    expect((await activate(token, { merchant_name: 'x'.repeat(256), country: 'HK' })).statusCode).toBe(422);
    const region = await activate(token, { merchant_name: 'Fine', country: 'ZZ' }, 'zh-CN');
    expect(region.json().error.details).toEqual([
      { field: 'country', code: 'custom', message: '请从列表中选择国家或地区。' },
    ]);
    expect((await activate(token, { merchant_name: 'x'.repeat(255), country: 'HK' })).statusCode).toBe(200);
  });
});

describe('GET /v1/merchants', () => {
  it('gives the owner the whole profile: owner, status, created at and every account', async () => {
    const owner = await signUpMerchant(t, 'profile-owner@example.com', 'Jade Garden Ltd');
    const second = await t.app.inject({
      method: 'POST',
      url: '/v1/accounts',
      headers: bearer(owner.token),
      payload: {
        account_name: 'Jade Garden SG',
        country: 'SG',
        enable_business: ['payin'],
        default_settlement_currency: 'USD',
      },
    });
    const secondId = body<{ id: string }>(second).data.id;
    await disableAccount(t, secondId, 30);
    const list = body<unknown[]>(
      await t.app.inject({ method: 'GET', url: '/v1/merchants', headers: bearer(owner.token) }),
    ).data;
    expect(list).toEqual([
      {
        id: owner.merchantId,
        name: 'Jade Garden Ltd',
        country: 'HK',
        status: 'normal',
        is_owner: true,
        owner_id: owner.userId,
        owner_email: 'profile-owner@example.com',
        time_created: expect.any(Number),
        accounts: [
          {
            id: owner.accountId,
            name: 'Jade Garden Ltd',
            status: 'inactivated',
            account_status: 'normal',
            country: 'HK',
            time_created: expect.any(Number),
          },
          expect.objectContaining({ id: secondId, name: 'Jade Garden SG', account_status: 'disabled' }),
        ],
      },
    ]);
  });

  it("gives a member only the merchant's name, id and status with their own accounts, never the owner", async () => {
    const owner = await signUpMerchant(t, 'private-owner@example.com', 'Private Owner Ltd');
    await t.app.inject({
      method: 'POST',
      url: '/v1/accounts',
      headers: bearer(owner.token),
      payload: {
        account_name: 'Not yours',
        country: 'SG',
        enable_business: ['payin'],
        default_settlement_currency: 'USD',
      },
    });
    const mine = await signUpMerchant(t, 'two-hats@example.com', 'Two Hats Ltd');
    await insertMember(t.database.db, { accountId: owner.accountId, userId: mine.userId, roles: ['finance'] });
    const res = await t.app.inject({ method: 'GET', url: '/v1/merchants', headers: bearer(mine.token) });
    const list =
      body<{ id: string; is_owner: boolean; owner_id: string | null; accounts: { id: string }[] }[]>(res).data;
    expect(list.map((m) => [m.id, m.is_owner])).toEqual([
      [owner.merchantId, false],
      [mine.merchantId, true],
    ]);
    expect(list[0]).toMatchObject({ name: 'Private Owner Ltd', owner_id: null, owner_email: null });
    expect(list[0]?.accounts.map((a) => a.id)).toEqual([owner.accountId]);
    expect(res.body).not.toContain('private-owner@example.com');
    expect(res.body).not.toContain('Not yours');
  });

  it('lists nothing for a user without a merchant yet', async () => {
    const token = await signUp(t.app, t.database.db, 'no-merchant@example.com');
    expect(body(await t.app.inject({ method: 'GET', url: '/v1/merchants', headers: bearer(token) })).data).toEqual([]);
  });
});
