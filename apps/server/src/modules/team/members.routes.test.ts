import { rolePermissions } from '@paydeck/contract/permissions';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, body } from '../../../test/identity.ts';
import { addMember, signUpMerchant, type TestOwner } from '../../../test/merchants.ts';
import { sessions } from '../../db/schema/identity.ts';
import { accountMembers } from '../../db/schema/merchants.ts';

type Member = { user_id: string; email: string; roles: string[]; status: string; is_owner: boolean };
type Page<T> = { list: T[]; total: number; page: number; per_page: number };

let t: TestApp;
let owner: TestOwner;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpMerchant(t, 'team-owner@example.com', 'Kowloon Noodles');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object, token = owner.token, locale = 'en-US') =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(token), 'accept-language': locale },
    ...(payload ? { payload } : {}),
  });
const members = async (query = '', token = owner.token) =>
  body<Page<Member>>(await call('GET', `/v1/members${query}`, undefined, token)).data;
const setRoles = (userId: string, roles: string[], token = owner.token) =>
  call('PUT', '/v1/user_roles', { user_id: userId, roles }, token);

describe('GET /v1/members', () => {
  it('lists the current account’s members newest first with their roles, status and owner flag', async () => {
    const dev = await addMember(t, owner.accountId, ['developer'], 'dev@example.com');
    const both = await addMember(t, owner.accountId, ['support', 'analyst'], 'both@example.com');
    const page = await members();
    expect(page.total).toBe(3);
    expect(page.list.map((m) => m.email)).toEqual(['both@example.com', 'dev@example.com', 'team-owner@example.com']);
    expect(page.list[0]).toEqual({
      user_id: both.userId,
      email: 'both@example.com',
      roles: ['support', 'analyst'],
      status: 'normal',
      is_owner: false,
      time_joined: expect.any(Number),
    });
    expect(page.list[2]).toMatchObject({ user_id: owner.userId, roles: ['owner'], is_owner: true });
    const second = await members('?per_page=2&page=2');
    expect(second).toMatchObject({ total: 3, page: 2, per_page: 2 });
    expect(second.list.map((m) => m.user_id)).toEqual([owner.userId]);
    await t.database.db
      .update(accountMembers)
      .set({ status: 'banned' })
      .where(and(eq(accountMembers.accountId, owner.accountId), eq(accountMembers.userId, dev.userId)));
    expect((await members('?status=banned')).list.map((m) => m.email)).toEqual(['dev@example.com']);
  });
});

describe('PUT /v1/user_roles', () => {
  it("replaces a member's roles with several built-in ones; their permissions follow at once", async () => {
    const member = await addMember(t, owner.accountId, ['analyst']);
    const res = await setRoles(member.userId, ['finance', 'developer', 'finance']);
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toMatchObject({ user_id: member.userId, roles: ['developer', 'finance'], is_owner: false });
    const perms = body<{ roles: string[]; permissions: string[] }>(
      await call('GET', `/v1/accounts/${owner.accountId}/permissions`, undefined, member.token),
    ).data;
    expect(perms.roles).toEqual(['developer', 'finance']);
    expect(perms.permissions).toEqual(expect.arrayContaining(['add_api_key', 'add_settlement']));
  });

  it("refuses the owner's roles (409), an empty list, 'owner' and unknown roles (422)", async () => {
    const member = await addMember(t, owner.accountId, ['support']);
    const own = await setRoles(owner.userId, ['analyst']);
    expect(own.statusCode).toBe(409);
    expect(body(own).error).toMatchObject({
      code: 'member_is_owner',
      message: "The account owner can't be removed, and the owner's roles can't be changed.",
    });
    for (const roles of [[], ['owner'], ['superuser']])
      expect((await setRoles(member.userId, roles)).statusCode).toBe(422);
    expect((await setRoles('usr_nobody', ['analyst'])).statusCode).toBe(404);
  });

  it('refuses a member without edit_member_roles (403), leaving the roles as they were', async () => {
    const finance = await addMember(t, owner.accountId, ['finance']);
    const target = await addMember(t, owner.accountId, ['support']);
    expect((await setRoles(target.userId, ['administrator'], finance.token)).statusCode).toBe(403);
    const listed = (await members('?per_page=100')).list.find((m) => m.user_id === target.userId);
    expect(listed?.roles).toEqual(['support']);
  });
});

describe('DELETE /v1/remove_member/{id}', () => {
  it('takes the account away at once: the next request is 404 and the session moves to another account', async () => {
    const other = await signUpMerchant(t, 'elsewhere@example.com', 'Elsewhere Ltd');
    const member = await addMember(t, owner.accountId, ['administrator']);
    // They also belong to another merchant's account, which their session should fall back to.
    await t.database.db
      .insert(accountMembers)
      .values({ accountId: other.accountId, userId: member.userId, roles: ['analyst'] });
    expect((await call('GET', '/v1/members', undefined, member.token)).statusCode).toBe(200);

    const res = await call('DELETE', `/v1/remove_member/${member.userId}`);
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toEqual({ user_id: member.userId });

    for (const url of [
      '/v1/members',
      `/v1/accounts/${owner.accountId}`,
      `/v1/accounts/${owner.accountId}/permissions`,
    ]) {
      const next = await call('GET', url, undefined, member.token);
      expect(next.statusCode, url).toBe(404);
      expect(body(next).error.code).toBe('not_found');
    }
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, member.userId));
    expect(session?.selectedAccountId).toBeNull();
    const me = body<{ selected_account_id: string; accounts: { id: string }[] }>(
      await call('GET', '/v1/current_user', undefined, member.token),
    ).data;
    expect(me.accounts.map((a) => a.id)).toEqual([other.accountId]);
    expect(me.selected_account_id).toBe(other.accountId);
    expect((await members('?per_page=100')).list.map((m) => m.user_id)).not.toContain(member.userId);
  });

  it('refuses to remove the owner (409), an unknown member (404), and a member without delete_member (403)', async () => {
    const own = await call('DELETE', `/v1/remove_member/${owner.userId}`);
    expect(own.statusCode).toBe(409);
    expect(body(own).error.code).toBe('member_is_owner');
    expect((await call('DELETE', '/v1/remove_member/usr_nobody')).statusCode).toBe(404);
    const support = await addMember(t, owner.accountId, ['support']);
    const target = await addMember(t, owner.accountId, ['analyst']);
    expect((await call('DELETE', `/v1/remove_member/${target.userId}`, undefined, support.token)).statusCode).toBe(403);
    expect((await call('GET', '/v1/members', undefined, target.token)).statusCode).toBe(200);
  });
});

describe('GET /v1/roles', () => {
  type Catalogue = {
    groups: {
      key: string;
      name: string;
      roles: { role: string; name: string; description: string; assignable: boolean; permissions: string[] }[];
    }[];
  };

  it('groups the built-in roles with descriptions in the request language and their permissions', async () => {
    const en = body<Catalogue>(await call('GET', '/v1/roles')).data;
    expect(en.groups.map((g) => [g.key, g.name, g.roles.map((r) => r.role)])).toEqual([
      ['management', 'Management', ['owner', 'administrator']],
      ['operations', 'Operations', ['developer', 'finance', 'support']],
      ['read_only', 'Read only', ['analyst']],
    ]);
    const roles = en.groups.flatMap((g) => g.roles);
    const finance = roles.find((r) => r.role === 'finance');
    expect(finance).toMatchObject({ name: 'Finance', assignable: true, permissions: [...rolePermissions.finance] });
    expect(roles.find((r) => r.role === 'owner')?.assignable).toBe(false);

    const zh = body<Catalogue>(await call('GET', '/v1/roles', undefined, owner.token, 'zh-CN')).data;
    expect(zh.groups[0]?.name).toBe('管理');
    for (const role of zh.groups.flatMap((g) => g.roles)) expect(role.description).toMatch(/\p{Script=Han}/u);
  });

  it('is open to every role (list_roles)', async () => {
    const analyst = await addMember(t, owner.accountId, ['analyst']);
    expect((await call('GET', '/v1/roles', undefined, analyst.token)).statusCode).toBe(200);
  });
});
