import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, body, signUp } from '../../../test/identity.ts';
import { merchants } from '../../db/schema/merchants.ts';

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
