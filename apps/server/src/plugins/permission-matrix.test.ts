import { grantOf, hasPermission, type PermissionName } from '@paydeck/contract/permissions';
import { type BuiltInRole, builtInRoles } from '@paydeck/contract/roles';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer } from '../../test/identity.ts';
import { activateAccount, addMember, signUpMerchant, type TestOwner } from '../../test/merchants.ts';
import { apiKeys } from '../db/schema/developers.ts';
import { mintApiKey } from '../lib/api-key-tokens.ts';
import { insertCurrentKey } from '../modules/developers/api-keys.repository.ts';
import { insertMessage } from '../modules/messages/messages.repository.ts';
import { insertInvitation } from '../modules/team/invitations.repository.ts';

/** Fresh objects for one call, so a permitted delete doesn't starve the next role's call. */
type Fixture = {
  accountId: string;
  memberId: string;
  invitationId: string;
  messageId: string;
  /** The current secret key of each mode (live: 1, test: 0). */
  secretKeyId: Record<Mode, string>;
  n: number;
};
type Mode = 0 | 1;

type Case = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The route as registered, to prove the table covers every account route. */
  route: string;
  url: (f: Fixture) => string;
  payload?: (f: Fixture) => object;
  /** The merchant API's mode the call acts in. */
  mode?: Mode;
  /** Readies the account for the call (a mode without keys, for creating them). */
  prepare?: () => Promise<void>;
  /** A permission name; 'member' for any member; 'merchant_owner' for the merchant's owner only. */
  needs: PermissionName | 'member' | 'merchant_owner';
};

/** The merchant API's routes in one mode: each is tried in both. */
const merchantApiCases = (mode: Mode): Case[] => merchantApiRoutes(mode).map((c) => ({ ...c, mode }));

const merchantApiRoutes = (mode: Mode): Case[] => [
  { method: 'GET', route: '/api/keys', url: () => `/api/keys?livemode=${mode}`, needs: 'list_api_keys' },
  {
    method: 'POST',
    route: '/api/keys',
    url: () => '/api/keys',
    payload: () => ({ livemode: mode }),
    prepare: () => deleteKeys(mode),
    needs: 'add_api_key',
  },
  {
    method: 'POST',
    route: '/api/keys/:id/roll',
    url: (f) => `/api/keys/${f.secretKeyId[mode]}/roll`,
    payload: () => ({ livemode: mode, expires_in: '1h' }),
    needs: 'edit_api_key',
  },
  {
    method: 'GET',
    route: '/api/payment_methods',
    url: () => `/api/payment_methods?livemode=${mode}`,
    needs: 'list_payment_methods',
  },
  {
    method: 'GET',
    route: '/api/payment_methods/:method',
    url: () => `/api/payment_methods/fps_hk?livemode=${mode}`,
    needs: 'list_payment_methods',
  },
  {
    method: 'PUT',
    route: '/api/payment_methods/:method',
    url: () => '/api/payment_methods/pix_br',
    payload: (f) => ({ livemode: mode, status: f.n % 2 ? 'disable' : 'enable' }),
    needs: 'edit_payment_method',
  },
];

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
  ...merchantApiCases(1),
  ...merchantApiCases(0),
];

let t: TestApp;
let owner: TestOwner;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpMerchant(t, 'matrix-owner@example.com', 'Matrix Trading');
  await activateAccount(t, owner.accountId);
});
afterAll(() => t.close());

const currentKeys = (mode: Mode) =>
  and(eq(apiKeys.accountId, owner.accountId), eq(apiKeys.livemode, mode === 1), isNull(apiKeys.timeRolled));

async function deleteKeys(mode: Mode) {
  await t.database.db.delete(apiKeys).where(currentKeys(mode));
}

const currentSecretKey = async (mode: Mode) => {
  const db = t.database.db;
  const [row] = await db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(and(currentKeys(mode), eq(apiKeys.type, 'secret')));
  if (row) return row.id;
  const livemode = mode === 1;
  const created = await insertCurrentKey(db, {
    accountId: owner.accountId,
    livemode,
    type: 'secret',
    token: mintApiKey('secret', livemode),
  });
  if (!created) throw new Error('no current secret key');
  return created.id;
};

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
  const secretKeyId = { 1: await currentSecretKey(1), 0: await currentSecretKey(0) };
  return { accountId: owner.accountId, memberId: member.userId, invitationId, messageId, secretKeyId, n: counter };
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
        await c.prepare?.();
        const res = await t.app.inject({
          method: c.method,
          url: c.url(f),
          headers: bearer(token),
          ...(c.payload ? { payload: c.payload(f) } : {}),
        });
        const label = `${c.method} ${c.route}${c.mode === undefined ? '' : ` livemode=${c.mode}`}`;
        outcomes.push(
          `${label} → ${res.statusCode === 403 ? 'denied' : res.statusCode === 200 ? 'allowed' : res.body}`,
        );
        expected.push(`${label} → ${allowed(role, c.needs) ? 'allowed' : 'denied'}`);
      }
      expect(outcomes).toEqual(expected);
    });
  }

  // A secret key holds every permission of its account, but only on the routes that take keys.
  const keyRoutes = new Set(['GET /api/payment_methods', 'GET /api/payment_methods/:method']);
  for (const mode of [1, 0] as const) {
    it(`a secret key (livemode=${mode}): allowed on the routes that take keys, 401 on dashboard-only ones`, async () => {
      const livemode = mode === 1;
      await deleteKeys(mode);
      const secret = mintApiKey('secret', livemode);
      await insertCurrentKey(t.database.db, {
        accountId: owner.accountId,
        livemode,
        type: 'secret',
        token: secret,
      });
      const outcomes: string[] = [];
      const expected: string[] = [];
      for (const c of merchantApiCases(mode)) {
        const f = await fixture();
        const res = await t.app.inject({
          method: c.method,
          url: c.url(f),
          headers: bearer(secret),
          ...(c.payload ? { payload: c.payload(f) } : {}),
        });
        const label = `${c.method} ${c.route}`;
        outcomes.push(
          `${label} → ${res.statusCode === 401 ? 'refused' : res.statusCode === 200 ? 'allowed' : res.body}`,
        );
        expected.push(`${label} → ${keyRoutes.has(label) ? 'allowed' : 'refused'}`);
      }
      expect(outcomes).toEqual(expected);
    });
  }
});
