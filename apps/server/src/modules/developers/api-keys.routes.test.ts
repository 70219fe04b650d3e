import type { GettingStarted } from '@paydeck/contract/accounts';
import type { ApiKey, RolledApiKey } from '@paydeck/contract/api-keys';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, body } from '../../../test/identity.ts';
import { createKeys, type TestKeys } from '../../../test/merchant-api.ts';
import {
  activateAccount,
  addMember,
  disableAccount,
  disableMerchant,
  signUpMerchant,
  type TestOwner,
} from '../../../test/merchants.ts';
import { apiKeys } from '../../db/schema/developers.ts';
import { operationLogs } from '../../db/schema/operations.ts';
import { hashToken } from '../../lib/tokens.ts';

type Page<T> = { list: T[]; total: number };

let t: TestApp;
let owner: TestOwner;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpMerchant(t, 'keys-owner@example.com', 'Key Holder Ltd');
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(token), 'accept-language': 'en-US', ...headers },
    ...(payload ? { payload } : {}),
  });

const listKeys = async (token: string, livemode: 0 | 1) =>
  body<Page<ApiKey>>(await call('GET', `/api/keys?livemode=${livemode}`, token)).data;

const roll = (token: string, id: string, expiresIn: string, livemode: 0 | 1 = 0) =>
  call('POST', `/api/keys/${id}/roll`, token, { livemode, expires_in: expiresIn });

const logOf = (accountId: string) =>
  t.database.db
    .select()
    .from(operationLogs)
    .where(and(eq(operationLogs.accountId, accountId), eq(operationLogs.sourceType, 'apiKey')));

describe('API keys from the dashboard (/api/keys with a session)', () => {
  it('needs livemode from a session', async () => {
    const res = await call('GET', '/api/keys', owner.token);
    expect(res.statusCode).toBe(422);
    expect(body(res).error).toMatchObject({
      code: 'validation_failed',
      details: [{ field: 'livemode', code: 'required', message: 'Give livemode: 1 for live data or 0 for test data.' }],
    });
  });

  it('lists nothing until the mode has keys, then makes the pair once: the secret in full this one time', async () => {
    expect(await listKeys(owner.token, 0)).toMatchObject({ list: [], total: 0 });
    const res = await call('POST', '/api/keys', owner.token, { livemode: 0 });
    expect(res.statusCode).toBe(200);
    const created = body<ApiKey[]>(res).data;
    expect(created.map((key) => [key.type, key.livemode, key.status, key.time_expired])).toEqual([
      ['publishable', false, 'active', null],
      ['secret', false, 'active', null],
    ]);
    const [publishable, secret] = created;
    expect(publishable?.key).toMatch(/^pk_test_[0-9A-Za-z]{43}$/);
    expect(secret?.key).toMatch(/^sk_test_[0-9A-Za-z]{43}$/);

    const again = await call('POST', '/api/keys', owner.token, { livemode: 0 });
    expect(again.statusCode).toBe(409);
    expect(body(again).error.code).toBe('api_keys_exist');

    const listed = await listKeys(owner.token, 0);
    expect(listed.total).toBe(2);
    const listedSecret = listed.list.find((key) => key.type === 'secret');
    expect(listedSecret?.key).toBe(`sk_test_…${secret?.key.slice(-4)}`);
    expect(listed.list.find((key) => key.type === 'publishable')?.key).toBe(publishable?.key);
  });

  it('stores only the hash of a secret key: no table holds it in full', async () => {
    const other = await signUpMerchant(t, 'keys-hash@example.com', 'Hash Only Ltd');
    const keys = await createKeys(t, other.token, false);
    const rows = await t.database.db.select().from(apiKeys).where(eq(apiKeys.accountId, other.accountId));
    const secretRow = rows.find((row) => row.type === 'secret');
    expect(secretRow?.tokenHash).toBe(hashToken(keys.secret));
    expect(secretRow?.publishableKey).toBeNull();
    for (const table of ['api_keys', 'operation_logs', 'idempotency_keys']) {
      const dump = await t.database.db.execute(`select * from ${table}`);
      expect(JSON.stringify(dump), table).not.toContain(keys.secret);
      expect(JSON.stringify(dump), table).not.toContain(keys.secret.slice(8, 30));
    }
  });

  it('keeps live keys apart from test keys, and opens live mode only on an activated account', async () => {
    const inactive = await call('GET', '/api/keys?livemode=1', owner.token);
    expect(inactive.statusCode).toBe(403);
    expect(body(inactive).error).toMatchObject({
      code: 'live_mode_unavailable',
      message: 'Live mode opens once the account is activated. Use test mode until then.',
    });
    await activateAccount(t, owner.accountId);
    expect(await listKeys(owner.token, 1)).toMatchObject({ list: [], total: 0 });
    const live = await createKeys(t, owner.token, true);
    expect(live.secret).toMatch(/^sk_live_/);
    expect(live.publishable).toMatch(/^pk_live_/);
    expect((await listKeys(owner.token, 1)).list.every((key) => key.livemode)).toBe(true);
    expect((await listKeys(owner.token, 0)).list.every((key) => !key.livemode)).toBe(true);
  });

  it('logs every key action under apiKey, and refused attempts too', async () => {
    const log = await logOf(owner.accountId);
    const created = log.filter((row) => row.action === 'created' && !row.refused);
    expect(created).toHaveLength(2);
    for (const row of created) expect(row.description).toMatch(/^pk_(test|live)_…\w{4}, sk_(test|live)_…\w{4}$/);
    const analyst = await addMember(t, owner.accountId, ['analyst']);
    const refused = await call('POST', '/api/keys', analyst.token, { livemode: 0 });
    expect(refused.statusCode).toBe(403);
    const [row] = (await logOf(owner.accountId)).filter((entry) => entry.refused);
    expect(row).toMatchObject({ action: 'created', operatorUserId: analyst.userId, description: 'POST /api/keys' });
  });

  it('marks the getting-started API key step done once a secret key exists', async () => {
    const fresh = await signUpMerchant(t, 'keys-start@example.com', 'Getting Started Ltd');
    const stepOf = async () =>
      body<GettingStarted>(
        await call('GET', `/v1/accounts/${fresh.accountId}/getting_started`, fresh.token),
      ).data.steps.find((step) => step.key === 'api_key')?.done;
    expect(await stepOf()).toBe(false);
    await createKeys(t, fresh.token, false);
    expect(await stepOf()).toBe(true);
  });
});

describe('rolling a key', () => {
  let merchant: TestOwner;
  let keys: TestKeys;
  beforeAll(async () => {
    merchant = await signUpMerchant(t, 'keys-roll@example.com', 'Rolling Ltd');
    keys = await createKeys(t, merchant.token, false);
  });

  const withKey = (key: string, url = '/api/payment_methods?per_page=1') =>
    t.app.inject({ method: 'GET', url, headers: { ...bearer(key), 'accept-language': 'en-US' } });

  it('issues a new secret shown once, while the old one works on until the chosen expiry', async () => {
    const res = await roll(merchant.token, keys.secretId, '1h');
    expect(res.statusCode).toBe(200);
    const rolled = body<RolledApiKey>(res).data;
    expect(rolled.key.key).toMatch(/^sk_test_[0-9A-Za-z]{43}$/);
    expect(rolled.key.key).not.toBe(keys.secret);
    expect(rolled.previous).toMatchObject({
      id: keys.secretId,
      status: 'expiring',
      key: `sk_test_…${keys.secret.slice(-4)}`,
    });
    const inAnHour = Math.floor(Date.now() / 1000) + 3600;
    expect(Math.abs((rolled.previous.time_expired ?? 0) - inAnHour)).toBeLessThan(60);

    expect((await withKey(rolled.key.key)).statusCode).toBe(200);
    expect((await withKey(keys.secret)).statusCode).toBe(200);
    const listed = await listKeys(merchant.token, 0);
    expect(listed.list.map((key) => [key.type, key.status]).sort()).toEqual([
      ['publishable', 'active'],
      ['secret', 'active'],
      ['secret', 'expiring'],
    ]);

    const twice = await roll(merchant.token, keys.secretId, 'now');
    expect(twice.statusCode).toBe(409);
    expect(body(twice).error.code).toBe('api_key_rolled');

    // An hour later the old key is refused, and no longer listed.
    await t.database.db
      .update(apiKeys)
      .set({ timeExpired: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, keys.secretId));
    await t.app.apiKeys.sync();
    const expired = await withKey(keys.secret);
    expect(expired.statusCode).toBe(401);
    expect(body(expired).error).toMatchObject({ code: 'api_key_expired' });
    expect((await listKeys(merchant.token, 0)).total).toBe(2);
    keys = { ...keys, secret: rolled.key.key, secretId: rolled.key.id };

    const [log] = (await logOf(merchant.accountId)).filter((row) => row.action === 'updated');
    expect(log).toMatchObject({ sourceId: rolled.previous.id });
    expect(log?.description).toBe(
      `sk_test_…${rolled.previous.key.slice(-4)} → sk_test_…${rolled.key.key.slice(-4)}, expires_in 1h`,
    );
  });

  it("ends the old key at once with 'now', and rolls publishable keys the same way", async () => {
    const secret = body<RolledApiKey>(await roll(merchant.token, keys.secretId, 'now')).data;
    expect((await withKey(keys.secret)).statusCode).toBe(401);
    expect((await withKey(secret.key.key)).statusCode).toBe(200);
    keys = { ...keys, secret: secret.key.key, secretId: secret.key.id };

    const publishable = body<RolledApiKey>(await roll(merchant.token, keys.publishableId, '7d')).data;
    expect(publishable.key.key).toMatch(/^pk_test_[0-9A-Za-z]{43}$/);
    expect(publishable.previous.key).toBe(keys.publishable);
    expect(publishable.previous.status).toBe('expiring');
  });

  it('runs concurrent rolls of one key one after another: one wins, one current key remains', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => roll(merchant.token, keys.secretId, '24h')));
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const current = await t.database.db
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.accountId, merchant.accountId), eq(apiKeys.type, 'secret')));
    expect(current.filter((row) => row.timeRolled === null)).toHaveLength(1);
    const winner = results.find((res) => res.statusCode === 200);
    keys = { ...keys, secretId: body<RolledApiKey>(winner as never).data.key.id };
  });

  it("answers 404 to another mode's or another account's key id", async () => {
    const stranger = await signUpMerchant(t, 'keys-stranger@example.com', 'Stranger Keys Ltd');
    const theirs = await createKeys(t, stranger.token, false);
    const res = await roll(merchant.token, theirs.secretId, 'now');
    expect(res.statusCode).toBe(404);
    await activateAccount(t, merchant.accountId);
    expect((await roll(merchant.token, keys.secretId, 'now', 1)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/payment_methods', headers: bearer(theirs.secret) })).statusCode,
    ).toBe(200);
  });
});

describe('calling the merchant API with a key', () => {
  let merchant: TestOwner;
  let test: TestKeys;
  let live: TestKeys;
  beforeAll(async () => {
    merchant = await signUpMerchant(t, 'keys-caller@example.com', 'Key Caller Ltd');
    await activateAccount(t, merchant.accountId);
    test = await createKeys(t, merchant.token, false);
    live = await createKeys(t, merchant.token, true);
  });

  const get = (url: string, key: string) =>
    t.app.inject({ method: 'GET', url, headers: { ...bearer(key), 'accept-language': 'en-US' } });

  it("acts on the key's account in the key's mode, with no livemode needed", async () => {
    const testList = body<Page<{ livemode: boolean }>>(await get('/api/payment_methods', test.secret)).data;
    expect(testList.total).toBeGreaterThanOrEqual(16);
    expect(testList.list.every((method) => !method.livemode)).toBe(true);
    const liveList = body<Page<{ livemode: boolean }>>(await get('/api/payment_methods', live.secret)).data;
    expect(liveList.list.every((method) => method.livemode)).toBe(true);
    expect((await get('/api/payment_methods?livemode=0', test.secret)).statusCode).toBe(200);
  });

  it('refuses a livemode that contradicts the key', async () => {
    const res = await get('/api/payment_methods?livemode=1', test.secret);
    expect(res.statusCode).toBe(422);
    expect(body(res).error.code).toBe('livemode_mismatch');
  });

  it('refuses unknown keys, and keys on dashboard-only endpoints', async () => {
    const unknown = await get('/api/payment_methods', `sk_test_${'x'.repeat(43)}`);
    expect(unknown.statusCode).toBe(401);
    expect(body(unknown).error).toMatchObject({ code: 'api_key_invalid', message: 'The API key is not valid.' });
    for (const url of ['/api/keys?livemode=0', '/v1/current_user', `/v1/accounts/${merchant.accountId}`]) {
      const res = await get(url, test.secret);
      expect(res.statusCode, url).toBe(401);
      expect(body(res).error.code, url).toBe('api_key_not_allowed');
    }
    const write = await t.app.inject({
      method: 'PUT',
      url: '/api/payment_methods/fps_hk',
      headers: bearer(test.secret),
      payload: { status: 'disable' },
    });
    expect(body(write).error.code).toBe('api_key_not_allowed');
  });

  it('lets a publishable key list only enabled payment methods, and nothing else', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/payment_methods/oxxo_mx',
      headers: bearer(merchant.token),
      payload: { livemode: 0, status: 'disable' },
    });
    const listed = body<Page<{ method: string; status: string }>>(
      await get('/api/payment_methods?status=disable', test.publishable),
    ).data;
    expect(listed.list.length).toBeGreaterThan(0);
    expect(listed.list.every((method) => method.status === 'enable')).toBe(true);
    expect(listed.list.map((method) => method.method)).not.toContain('oxxo_mx');
    for (const url of ['/api/payment_methods/fps_hk', '/api/keys?livemode=0', '/v1/current_user']) {
      const res = await get(url, test.publishable);
      expect(res.statusCode, url).toBe(401);
      expect(body(res).error).toMatchObject({
        code: 'publishable_key_not_allowed',
        message:
          'A publishable key can only list payment methods. Call this endpoint from your server with a secret key (sk_…).',
      });
    }
  });

  it("follows the account's state: a disabled account still reads, a disabled merchant closes", async () => {
    const other = await signUpMerchant(t, 'keys-disabled@example.com', 'Disabled Keys Ltd');
    const keys = await createKeys(t, other.token, false);
    await disableAccount(t, other.accountId);
    expect((await get('/api/payment_methods', keys.secret)).statusCode).toBe(200);
    await disableMerchant(t, other.merchantId);
    const closed = await get('/api/payment_methods', keys.secret);
    expect(closed.statusCode).toBe(403);
    expect(body(closed).error.code).toBe('forbidden');
  });

  it('answers in the caller’s language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/payment_methods',
      headers: { ...bearer(`sk_live_${'y'.repeat(43)}`), 'accept-language': 'zh-CN' },
    });
    expect(body(res).error.message).toBe('API 密钥无效。');
  });
});
