import { allPermissions, disabledAccountForcedOff } from '@paydeck/contract/permissions';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, body, signUp } from '../../test/identity.ts';
import { disableAccount, disableMerchant, signUpMember, signUpMerchant, type TestOwner } from '../../test/merchants.ts';
import { accountOf } from '../core/request.ts';
import { accountMembers } from '../db/schema/merchants.ts';

/** Probe routes: no `security` in their schema, so they need a session like any dashboard route. */
const probes = (app: FastifyInstance) => {
  const describeAccount = (request: Parameters<typeof accountOf>[0]) => {
    const { id, merchantId, roles, grant, status, activation } = accountOf(request);
    return { id, merchantId, roles, grant, status, activation };
  };
  app.get('/v1/probe/members/:accountId', { config: { permission: 'list_members' } }, async (r) => describeAccount(r));
  app.get('/v1/probe/settings/:accountId', { config: { permission: 'edit_account' } }, async (r) => describeAccount(r));
  app.get('/v1/probe/selected', { config: { permission: 'member' } }, async (r) => describeAccount(r));
  app.get('/v1/probe/open', async (request) => ({ account: request.account }));
};

let t: TestApp;
let owner: TestOwner;
let other: TestOwner;
beforeAll(async () => {
  t = await createTestApp({ routes: probes });
  owner = await signUpMerchant(t, 'owner@example.com', 'Jade Garden Ltd');
  other = await signUpMerchant(t, 'other@example.com', 'Other Tenant Ltd', 'SG');
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en-US', ...(token ? bearer(token) : {}) } });

describe('account access check (config.permission)', () => {
  it('resolves the path account for a member who holds the permission', async () => {
    const res = await get(`/v1/probe/members/${owner.accountId}`, owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: owner.accountId,
      merchantId: owner.merchantId,
      roles: ['owner'],
      grant: allPermissions,
      status: 'normal',
      activation: 'inactivated',
    });
  });

  it("uses the session's selected account when the path has none", async () => {
    const res = await get('/v1/probe/selected', other.token);
    expect(res.json()).toMatchObject({ id: other.accountId, merchantId: other.merchantId });
  });

  it("answers another tenant's account exactly like one that does not exist (404)", async () => {
    const foreign = await get(`/v1/probe/members/${other.accountId}`, owner.token);
    const missing = await get('/v1/probe/members/acct_doesnotexist', owner.token);
    expect(foreign.statusCode).toBe(404);
    expect(body(foreign).error).toEqual(body(missing).error);
    expect(body(foreign).error.code).toBe('not_found');
    expect(foreign.body).not.toContain(other.merchantId);
  });

  it('refuses a member whose roles lack the permission (403), but lets them in as a member', async () => {
    const dev = await signUpMember(t, 'dev@example.com', owner.accountId, ['developer']);
    const refused = await get(`/v1/probe/members/${owner.accountId}`, dev.token);
    expect(refused.statusCode).toBe(403);
    expect(body(refused).error.code).toBe('forbidden');
    const selected = await get('/v1/probe/selected', dev.token);
    expect(selected.statusCode).toBe(200);
    expect(selected.json()).toMatchObject({ roles: ['developer'], grant: expect.arrayContaining(['list_api_keys']) });
  });

  it('treats a banned member as not a member (404)', async () => {
    const banned = await signUpMember(t, 'banned@example.com', owner.accountId, ['administrator']);
    await t.database.db
      .update(accountMembers)
      .set({ status: 'banned' })
      .where(and(eq(accountMembers.accountId, owner.accountId), eq(accountMembers.userId, banned.userId)));
    expect((await get(`/v1/probe/members/${owner.accountId}`, banned.token)).statusCode).toBe(404);
    expect((await get('/v1/probe/selected', banned.token)).statusCode).toBe(404);
  });

  it('answers 404 to a user with no account selected', async () => {
    const newcomer = await signUp(t.app, t.database.db, 'newcomer@example.com');
    expect((await get('/v1/probe/selected', newcomer)).statusCode).toBe(404);
  });

  it('needs a session (401) and leaves routes without a permission alone', async () => {
    expect((await get(`/v1/probe/members/${owner.accountId}`)).statusCode).toBe(401);
    const open = await get('/v1/probe/open', owner.token);
    expect(open.json()).toEqual({ account: null });
  });

  it('forces the spec §6 write permissions off on a disabled account, even for its owner', async () => {
    const third = await signUpMerchant(t, 'third@example.com', 'Frozen Ltd');
    await disableAccount(t, third.accountId);
    const read = await get(`/v1/probe/members/${third.accountId}`, third.token);
    expect(read.statusCode).toBe(200);
    const grant = read.json<{ grant: string[] }>().grant;
    expect(grant).toContain('list_members');
    for (const name of disabledAccountForcedOff) expect(grant).not.toContain(name);
    expect((await get(`/v1/probe/settings/${third.accountId}`, third.token)).statusCode).toBe(403);
  });

  it("closes every account of a disabled merchant (403), even to 'member' routes", async () => {
    const fourth = await signUpMerchant(t, 'fourth@example.com', 'Closed Ltd');
    await disableMerchant(t, fourth.merchantId);
    const res = await get('/v1/probe/selected', fourth.token);
    expect(res.statusCode).toBe(403);
    expect(body(res).error.code).toBe('forbidden');
  });
});
