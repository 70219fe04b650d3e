import { allPermissions, disabledAccountForcedOff } from '@paydeck/contract/permissions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, body } from '../../../test/identity.ts';
import {
  disableAccount,
  disableMerchant,
  signUpMember,
  signUpMerchant,
  type TestOwner,
} from '../../../test/merchants.ts';
import { users } from '../../db/schema/identity.ts';
import { accounts } from '../../db/schema/merchants.ts';
import { insertInvitation } from '../team/invitations.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object, locale = 'en-US') =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(token), 'accept-language': locale },
    ...(payload ? { payload } : {}),
  });

const newAccount = {
  account_name: '  Jade Garden SG  ',
  country: 'SG',
  enable_business: ['payout', 'payin', 'payout'],
  default_settlement_currency: 'EUR',
};
const createAccount = (token: string, payload: object = newAccount, locale?: string) =>
  call('POST', '/v1/accounts', token, payload, locale);

type Listed = { id: string; name: string; merchant_status: string; time_created: number };

describe('GET /v1/current_user_accounts (the account switcher)', () => {
  it("lists the user's accounts oldest first, flagging a disabled merchant's instead of hiding them", async () => {
    const owner = await signUpMerchant(t, 'switcher@example.com', 'Jade Garden Ltd');
    const second = body<{ id: string }>(await createAccount(owner.token)).data;
    const closed = await signUpMerchant(t, 'closed@example.com', 'Shut Shop Ltd', 'SG');
    await signUpMember(t, 'visitor@example.com', owner.accountId, ['analyst']);
    const { token: visitor } = await signUpMember(t, 'both@example.com', closed.accountId, ['finance']);
    await t.database.db.update(accounts).set({ activation: 'activated' }).where(eq(accounts.id, owner.accountId));

    const mine = body<Listed[]>(await call('GET', '/v1/current_user_accounts', owner.token)).data;
    expect(mine.map((a) => a.id)).toEqual([owner.accountId, second.id]);
    expect(mine[0]).toEqual({
      id: owner.accountId,
      name: 'Jade Garden Ltd',
      merchant_id: owner.merchantId,
      merchant_name: 'Jade Garden Ltd',
      is_owner: true,
      status: 'activated',
      account_status: 'normal',
      merchant_status: 'normal',
      country: 'HK',
      time_created: expect.any(Number),
    });
    expect(mine[1]).toMatchObject({ name: 'Jade Garden SG', status: 'inactivated', country: 'SG', is_owner: true });

    await disableMerchant(t, closed.merchantId);
    const theirs = body<Listed[]>(await call('GET', '/v1/current_user_accounts', visitor)).data;
    expect(theirs).toEqual([
      expect.objectContaining({ id: closed.accountId, merchant_status: 'disabled', is_owner: false }),
    ]);
  });
});

describe('POST /v1/select_account', () => {
  let owner: TestOwner;
  let stranger: TestOwner;
  beforeAll(async () => {
    owner = await signUpMerchant(t, 'selector@example.com', 'Selector Ltd');
    stranger = await signUpMerchant(t, 'stranger@example.com', 'Stranger Ltd');
  });
  const selectedOf = async (token: string) =>
    body<{ selected_account_id: string }>(await call('GET', '/v1/current_user', token)).data.selected_account_id;

  it('stores the choice on the session and returns the account', async () => {
    const second = body<{ id: string }>(await createAccount(owner.token)).data;
    const res = await call('POST', '/v1/select_account', owner.token, { account_id: second.id });
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toMatchObject({ id: second.id, name: 'Jade Garden SG' });
    expect(await selectedOf(owner.token)).toBe(second.id);
  });

  it('refuses an account the user is not a member of (404) and keeps the selection', async () => {
    const before = await selectedOf(owner.token);
    const res = await call('POST', '/v1/select_account', owner.token, { account_id: stranger.accountId });
    expect(res.statusCode).toBe(404);
    expect(body(res).error.code).toBe('not_found');
    expect(await selectedOf(owner.token)).toBe(before);
  });

  it('refuses an account of a disabled merchant (403)', async () => {
    await disableMerchant(t, stranger.merchantId);
    const res = await call('POST', '/v1/select_account', stranger.token, { account_id: stranger.accountId });
    expect(res.statusCode).toBe(403);
    expect(body(res).error.code).toBe('forbidden');
  });
});

describe('GET /v1/accounts/{accountId}', () => {
  it('returns the current account (spec §3)', async () => {
    const owner = await signUpMerchant(t, 'current@example.com', 'Current Ltd', 'GB');
    const res = await call('GET', `/v1/accounts/${owner.accountId}`, owner.token);
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toEqual({
      id: owner.accountId,
      name: 'Current Ltd',
      status: 'inactivated',
      account_status: 'normal',
      merchant_status: 'normal',
      merchant_id: owner.merchantId,
      country: 'GB',
      timezone: 'UTC',
      enable_reference_unique: false,
      enable_business: ['payin'],
      default_settlement_currency: 'USD',
      settlement_currencies: ['USD'],
      time_disabled: null,
      time_withdrawals_available: null,
      freeze_days: null,
      time_created: expect.any(Number),
    });
    await disableAccount(t, owner.accountId, 30);
    const disabled = body<{
      account_status: string;
      time_disabled: number;
      time_withdrawals_available: number;
      freeze_days: number;
    }>(await call('GET', `/v1/accounts/${owner.accountId}`, owner.token)).data;
    expect(disabled.account_status).toBe('disabled');
    expect(Math.abs(disabled.time_disabled - Date.now() / 1000)).toBeLessThan(60);
    expect(disabled.freeze_days).toBe(30);
    expect(disabled.time_withdrawals_available - disabled.time_disabled).toBe(30 * 24 * 60 * 60);
  });
});

describe('GET /v1/accounts/{accountId}/permissions', () => {
  it("gives an owner 'all permissions' and other roles their role's names", async () => {
    const owner = await signUpMerchant(t, 'perm-owner@example.com', 'Perm Ltd');
    const ownerView = body(await call('GET', `/v1/accounts/${owner.accountId}/permissions`, owner.token)).data;
    expect(ownerView).toEqual({ permissions: allPermissions, roles: ['owner'] });

    const { token } = await signUpMember(t, 'perm-analyst@example.com', owner.accountId, ['analyst', 'support']);
    const view = body<{ permissions: string[]; roles: string[] }>(
      await call('GET', `/v1/accounts/${owner.accountId}/permissions`, token),
    ).data;
    expect(view.roles).toEqual(['analyst', 'support']);
    expect(view.permissions).toEqual(expect.arrayContaining(['list_members', 'add_refund', 'list_messages']));
    expect(view.permissions).not.toContain('add_api_key');
  });

  it('drops the forced-off write permissions while the account is disabled', async () => {
    const owner = await signUpMerchant(t, 'perm-frozen@example.com', 'Frozen Perm Ltd');
    const { token } = await signUpMember(t, 'perm-support@example.com', owner.accountId, ['support']);
    await disableAccount(t, owner.accountId);
    for (const who of [owner.token, token]) {
      const { permissions } = body<{ permissions: string[] }>(
        await call('GET', `/v1/accounts/${owner.accountId}/permissions`, who),
      ).data;
      expect(Array.isArray(permissions)).toBe(true);
      expect(permissions).toContain('list_customers');
      for (const name of disabledAccountForcedOff) expect(permissions).not.toContain(name);
    }
  });
});

describe('POST /v1/accounts', () => {
  it('creates an inactivated account owned by the creator under the same merchant', async () => {
    const owner = await signUpMerchant(t, 'creator@example.com', 'Creator Ltd');
    const res = await createAccount(owner.token);
    expect(res.statusCode).toBe(200);
    const created = body<{ id: string }>(res).data;
    expect(created).toMatchObject({
      id: expect.stringMatching(/^acct_/),
      name: 'Jade Garden SG',
      status: 'inactivated',
      account_status: 'normal',
      merchant_id: owner.merchantId,
      country: 'SG',
      enable_business: ['payin', 'payout'],
      default_settlement_currency: 'EUR',
      settlement_currencies: ['EUR'],
    });
    const permissions = body(await call('GET', `/v1/accounts/${created.id}/permissions`, owner.token)).data;
    expect(permissions).toEqual({ permissions: allPermissions, roles: ['owner'] });
  });

  it('validates the name, country, business types and settlement currency', async () => {
    const owner = await signUpMerchant(t, 'validate@example.com', 'Validate Ltd');
    const refused = async (patch: object) => (await createAccount(owner.token, { ...newAccount, ...patch })).statusCode;
    expect(await refused({ account_name: '   ' })).toBe(422);
    expect(await refused({ account_name: 'x'.repeat(256) })).toBe(422);
    expect(await refused({ enable_business: [] })).toBe(422);
    expect(await refused({ enable_business: ['lending'] })).toBe(422);
    expect(await refused({ default_settlement_currency: 'XYZ' })).toBe(422);
    const region = await createAccount(owner.token, { ...newAccount, country: 'ZZ' }, 'zh-CN');
    expect(body(region).error).toMatchObject({
      code: 'validation_failed',
      details: [{ field: 'country', code: 'custom', message: '请从列表中选择国家或地区。' }],
    });
  });

  it("lets only the merchant's owner add accounts (403 for other members)", async () => {
    const owner = await signUpMerchant(t, 'boss@example.com', 'Boss Ltd');
    const { token } = await signUpMember(t, 'admin@example.com', owner.accountId, ['administrator']);
    const res = await createAccount(token);
    expect(res.statusCode).toBe(403);
    expect(body(res).error.code).toBe('forbidden');
  });

  it('refuses the 11th account of a merchant with a localized 409', async () => {
    const owner = await signUpMerchant(t, 'tenth@example.com', 'Ten Ltd');
    for (let n = 2; n <= 10; n++) expect((await createAccount(owner.token)).statusCode).toBe(200);
    const en = await createAccount(owner.token);
    expect(en.statusCode).toBe(409);
    expect(body(en).error).toMatchObject({
      code: 'account_limit_reached',
      message: 'A merchant can have at most 10 accounts.',
    });
    expect(body(await createAccount(owner.token, newAccount, 'zh-CN')).error.message).toBe(
      '每个商户最多可拥有 10 个账户。',
    );
  });

  it('holds the limit of 10 under 20 concurrent requests', async () => {
    const owner = await signUpMerchant(t, 'racer@example.com', 'Racer Ltd');
    expect((await createAccount(owner.token)).statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 20 }, () => createAccount(owner.token)));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(8);
    expect(statuses.filter((s) => s === 409)).toHaveLength(12);
    const rows = await t.database.db.select().from(accounts).where(eq(accounts.merchantId, owner.merchantId));
    expect(rows).toHaveLength(10);
  });
});

describe('GET /v1/accounts/{accountId}/getting_started', () => {
  const stepsOf = async (accountId: string, token: string) =>
    Object.fromEntries(
      body<{ steps: { key: string; done: boolean }[] }>(
        await call('GET', `/v1/accounts/${accountId}/getting_started`, token),
      ).data.steps.map((step) => [step.key, step.done]),
    );

  it('lists the steps in order and marks them done as the account progresses', async () => {
    const owner = await signUpMerchant(t, 'starter@example.com', 'Starter Ltd');
    const res = await call('GET', `/v1/accounts/${owner.accountId}/getting_started`, owner.token);
    expect(body(res).data).toEqual({
      steps: [
        { key: 'account_information', done: true },
        { key: 'two_factor', done: false },
        { key: 'api_key', done: false },
        { key: 'test_payment', done: false },
        { key: 'webhook_endpoint', done: false },
        { key: 'teammate_invited', done: false },
        { key: 'account_activated', done: false },
      ],
    });

    await insertInvitation(t.database.db, {
      accountId: owner.accountId,
      email: 'helper@example.com',
      roles: ['support'],
      invitedByUserId: owner.userId,
    });
    await t.database.db.update(users).set({ mfaSecret: 'sealed' }).where(eq(users.id, owner.userId));
    await t.database.db.update(accounts).set({ activation: 'activated' }).where(eq(accounts.id, owner.accountId));
    const endpoint = await call('POST', '/api/webhook_endpoints', owner.token, {
      livemode: 0,
      url: 'https://starter.example.com/hooks',
      enabled_events: ['*'],
    });
    expect(endpoint.statusCode).toBe(200);
    expect(await stepsOf(owner.accountId, owner.token)).toMatchObject({
      two_factor: true,
      teammate_invited: true,
      account_activated: true,
      webhook_endpoint: true,
    });
  });

  it('counts another member as a teammate, and two-factor per calling user', async () => {
    const owner = await signUpMerchant(t, 'team-start@example.com', 'Team Start Ltd');
    const { token } = await signUpMember(t, 'team-mate@example.com', owner.accountId, ['developer']);
    await t.database.db.update(users).set({ mfaSecret: 'sealed' }).where(eq(users.id, owner.userId));
    expect(await stepsOf(owner.accountId, owner.token)).toMatchObject({ teammate_invited: true, two_factor: true });
    expect(await stepsOf(owner.accountId, token)).toMatchObject({ teammate_invited: true, two_factor: false });
  });
});
