import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer } from '../../test/identity.ts';
import { createKeys, type TestKeys } from '../../test/merchant-api.ts';
import { signUpMember, signUpMerchant, type TestOwner } from '../../test/merchants.ts';
import { idempotencyKeys } from '../db/schema/idempotency.ts';

/**
 * The merchant API's steps run in one order (docs/architecture.md, The request pipeline):
 * limit → authenticate → validate → account access → idempotency → handler. A request that fails
 * several of them is answered by the first, which is how a client can tell the order.
 */
const limit = { bucket: 'order', max: 3, windowSeconds: 60 };
const bogusKey = `sk_test_${'0'.repeat(43)}`;
const valid = { first_name: 'Mei', last_name: 'Order' };

let t: TestApp;
let owner: TestOwner;
let keys: TestKeys;
let analyst: string;
beforeAll(async () => {
  t = await createTestApp({ apiRateLimit: limit });
  owner = await signUpMerchant(t, 'order-owner@example.com', 'Order Ltd');
  keys = await createKeys(t, owner.token, false);
  analyst = (await signUpMember(t, 'order-analyst@example.com', owner.accountId, ['analyst'])).token;
});
afterAll(() => t.close());

const createCustomer = (ip: string, token: string, payload: object, idempotencyKey?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/customers',
    remoteAddress: ip,
    headers: { ...bearer(token), ...(idempotencyKey && { 'idempotency-key': idempotencyKey }) },
    payload,
  });
const codeOf = (res: { json: () => { error?: { code?: string } } }) => res.json().error?.code;

describe('the merchant API pipeline', () => {
  it('limits before it authenticates: an unknown key over the limit is 429, not 401', async () => {
    const ip = '198.51.100.1';
    const codes = [];
    for (let i = 0; i < limit.max + 1; i++) codes.push(codeOf(await createCustomer(ip, bogusKey, valid)));
    expect(codes).toEqual(['api_key_invalid', 'api_key_invalid', 'api_key_invalid', 'rate_limited']);
  });

  it('authenticates before it validates: a bad body, or text the database cannot store, with an unknown key is 401', async () => {
    const res = await createCustomer('198.51.100.2', bogusKey, { first_name: 7 });
    expect(res.statusCode).toBe(401);
    const nul = await createCustomer('198.51.100.2', bogusKey, { ...valid, first_name: 'M\u0000ei' });
    expect([nul.statusCode, codeOf(nul)]).toEqual([401, 'api_key_invalid']);
  });

  it('validates before the account access check: a bad body from a read-only member is 422', async () => {
    const bad = await createCustomer('198.51.100.3', analyst, { livemode: 0, first_name: 7 });
    expect([bad.statusCode, codeOf(bad)]).toEqual([422, 'validation_failed']);
    const good = await createCustomer('198.51.100.3', analyst, { livemode: 0, ...valid });
    expect([good.statusCode, codeOf(good)]).toEqual([403, 'forbidden']);
  });

  it('checks access before it takes an Idempotency-Key, and takes it before the handler runs', async () => {
    const refused = await createCustomer('198.51.100.4', analyst, { livemode: 0, ...valid }, 'order-1');
    expect(refused.statusCode).toBe(403);
    expect(await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'order-1'))).toEqual([]);

    const first = await createCustomer('198.51.100.4', keys.secret, valid, 'order-1');
    const replay = await createCustomer('198.51.100.4', keys.secret, valid, 'order-1');
    expect(first.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
  });
});
