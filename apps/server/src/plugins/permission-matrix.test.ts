import { grantOf, hasPermission, type PermissionName } from '@paydeck/contract/permissions';
import { type BuiltInRole, builtInRoles } from '@paydeck/contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer } from '../../test/identity.ts';
import { addMember, signUpMerchant, type TestOwner } from '../../test/merchants.ts';
import { insertMessage } from '../modules/messages/messages.repository.ts';
import { insertInvitation } from '../modules/team/invitations.repository.ts';

/** Fresh objects for one call, so a permitted delete doesn't starve the next role's call. */
type Fixture = { accountId: string; memberId: string; invitationId: string; messageId: string; n: number };

type Case = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The route as registered, to prove the table covers every account route. */
  route: string;
  url: (f: Fixture) => string;
  payload?: (f: Fixture) => object;
  /** A permission name; 'member' for any member; 'merchant_owner' for the merchant's owner only. */
  needs: PermissionName | 'member' | 'merchant_owner';
};

const cases: Case[] = [
  { method: 'GET', route: '/v1/accounts/:accountId', url: (f) => `/v1/accounts/${f.accountId}`, needs: 'member' },
  {
    method: 'PUT',
    route: '/v1/accounts/:accountId',
    url: (f) => `/v1/accounts/${f.accountId}`,
    payload: (f) => ({ name: `Matrix ${f.n}` }),
    needs: 'edit_account',
  },
  {
    method: 'GET',
    route: '/v1/accounts/:accountId/permissions',
    url: (f) => `/v1/accounts/${f.accountId}/permissions`,
    needs: 'member',
  },
  {
    method: 'GET',
    route: '/v1/accounts/:accountId/getting_started',
    url: (f) => `/v1/accounts/${f.accountId}/getting_started`,
    needs: 'member',
  },
  {
    method: 'GET',
    route: '/v1/accounts/:accountId/operations',
    url: (f) => `/v1/accounts/${f.accountId}/operations`,
    needs: 'list_activity_logs',
  },
  {
    method: 'POST',
    route: '/v1/accounts',
    url: () => '/v1/accounts',
    payload: (f) => ({
      account_name: `Matrix ${f.n}`,
      country: 'HK',
      enable_business: ['payin'],
      default_settlement_currency: 'USD',
    }),
    needs: 'merchant_owner',
  },
  {
    method: 'POST',
    route: '/v1/select_account',
    url: () => '/v1/select_account',
    payload: (f) => ({ account_id: f.accountId }),
    needs: 'member',
  },
  {
    method: 'GET',
    route: '/v1/account_settlement_currencies',
    url: () => '/v1/account_settlement_currencies?livemode=1',
    needs: 'read_account',
  },
  { method: 'GET', route: '/v1/messages', url: () => '/v1/messages', needs: 'list_messages' },
  { method: 'GET', route: '/v1/messages/:id', url: (f) => `/v1/messages/${f.messageId}`, needs: 'list_messages' },
  {
    method: 'PUT',
    route: '/v1/messages/:id',
    url: (f) => `/v1/messages/${f.messageId}`,
    payload: () => ({ status: 'read' }),
    needs: 'edit_message',
  },
  { method: 'GET', route: '/v1/members', url: () => '/v1/members', needs: 'list_members' },
  {
    method: 'PUT',
    route: '/v1/user_roles',
    url: () => '/v1/user_roles',
    payload: (f) => ({ user_id: f.memberId, roles: ['support', 'analyst'] }),
    needs: 'edit_member_roles',
  },
  {
    method: 'DELETE',
    route: '/v1/remove_member/:id',
    url: (f) => `/v1/remove_member/${f.memberId}`,
    needs: 'delete_member',
  },
  { method: 'GET', route: '/v1/inviting_users', url: () => '/v1/inviting_users', needs: 'list_invitations' },
  {
    method: 'POST',
    route: '/v1/invite',
    url: () => '/v1/invite',
    payload: (f) => ({ email: `matrix-${f.n}@example.com`, role: 'finance' }),
    needs: 'invite_member',
  },
  {
    method: 'POST',
    route: '/v1/inviting_send_mail/:id',
    url: (f) => `/v1/inviting_send_mail/${f.invitationId}`,
    needs: 'invite_resend_email',
  },
  {
    method: 'DELETE',
    route: '/v1/inviting_users/:id',
    url: (f) => `/v1/inviting_users/${f.invitationId}`,
    needs: 'delete_invitation',
  },
  { method: 'GET', route: '/v1/roles', url: () => '/v1/roles', needs: 'list_roles' },
];

let t: TestApp;
let owner: TestOwner;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpMerchant(t, 'matrix-owner@example.com', 'Matrix Trading');
});
afterAll(() => t.close());

let counter = 0;
const fixture = async (): Promise<Fixture> => {
  counter += 1;
  const db = t.database.db;
  const member = await addMember(t, owner.accountId, ['analyst']);
  const { id: invitationId } = await insertInvitation(db, {
    accountId: owner.accountId,
    email: `pending-${counter}@example.com`,
    roles: ['support'],
    invitedByUserId: owner.userId,
  });
  const messageId = await insertMessage(db, { accountId: owner.accountId, title: 'Matrix', content: 'Matrix' });
  return { accountId: owner.accountId, memberId: member.userId, invitationId, messageId, n: counter };
};

/** What the contract says the role may do on a normal account. */
const allowed = (role: BuiltInRole, needs: Case['needs']) => {
  if (needs === 'member') return true;
  if (needs === 'merchant_owner') return role === 'owner';
  return hasPermission(grantOf([role], false), needs);
};

describe('permission matrix: each built-in role × each account route, as rolePermissions says', () => {
  it('covers every account-scoped route of the app', () => {
    const table = new Set(cases.map((c) => `${c.method} ${c.route}`));
    const registered = t.app.accountRoutes.map((route) => `${route.method} ${route.url}`);
    expect(registered.filter((route) => !table.has(route))).toEqual([]);
  });

  for (const role of builtInRoles) {
    it(`${role}: allowed where the contract grants it, 403 elsewhere`, async () => {
      // The owner role is the merchant owner's; other roles are members added for this test.
      const token = role === 'owner' ? owner.token : (await addMember(t, owner.accountId, [role])).token;
      const outcomes: string[] = [];
      const expected: string[] = [];
      for (const c of cases) {
        const f = await fixture();
        const res = await t.app.inject({
          method: c.method,
          url: c.url(f),
          headers: bearer(token),
          ...(c.payload ? { payload: c.payload(f) } : {}),
        });
        const label = `${c.method} ${c.route}`;
        outcomes.push(
          `${label} → ${res.statusCode === 403 ? 'denied' : res.statusCode === 200 ? 'allowed' : res.body}`,
        );
        expected.push(`${label} → ${allowed(role, c.needs) ? 'allowed' : 'denied'}`);
      }
      expect(outcomes).toEqual(expected);
    });
  }
});
