import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, body } from '../../../test/identity.ts';
import { addMember, signUpMerchant, type TestOwner } from '../../../test/merchants.ts';
import { operationLogs } from '../../db/schema/operations.ts';
import { insertSession } from '../identity/sessions.repository.ts';

type Operation = {
  id: string;
  operator_id: string;
  operator_email: string;
  admin: boolean;
  account_id: string;
  account_name: string;
  action: string;
  source_type: string;
  source_id: string | null;
  description: string;
  ip: string;
  refused: boolean;
  time_created: number;
};
type Page = { list: Operation[]; total: number; page: number; per_page: number };

let t: TestApp;
let owner: TestOwner;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpMerchant(t, 'logger@example.com', 'Peak Bakery');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    remoteAddress: '198.51.100.7',
    headers: { ...bearer(token), 'accept-language': 'en-US' },
    ...(payload ? { payload } : {}),
  });
const lastRow = async () => {
  const [row] = await t.database.db
    .select()
    .from(operationLogs)
    .orderBy(desc(operationLogs.timeCreated), desc(operationLogs.id))
    .limit(1);
  return row;
};
const rowCount = async () => (await t.database.db.select({ id: operationLogs.id }).from(operationLogs)).length;

describe('the operation log records every mutating action, in the same transaction', () => {
  it('writes one row per change with operator, account, action, source, description and IP', async () => {
    const member = await addMember(t, owner.accountId, ['analyst'], 'ana@example.com');
    const expectRow = async (expected: Partial<typeof operationLogs.$inferSelect>) =>
      expect(await lastRow()).toMatchObject({
        accountId: owner.accountId,
        accountName: 'Peak Bakery',
        operatorUserId: owner.userId,
        operatorEmail: 'logger@example.com',
        admin: false,
        ip: '198.51.100.7',
        refused: false,
        ...expected,
      });

    expect(
      (await call('PUT', '/v1/user_roles', owner.token, { user_id: member.userId, roles: ['finance', 'support'] }))
        .statusCode,
    ).toBe(200);
    await expectRow({
      action: 'updatedRoles',
      sourceType: 'member',
      sourceId: member.userId,
      description: 'ana@example.com: analyst → finance, support',
    });

    const invited = body<{ id: string }>(
      await call('POST', '/v1/invite', owner.token, { email: 'bo@example.com', role: 'developer' }),
    ).data;
    await expectRow({
      action: 'invited',
      sourceType: 'member',
      sourceId: invited.id,
      description: 'bo@example.com (developer)',
    });

    expect((await call('POST', `/v1/inviting_send_mail/${invited.id}`, owner.token)).statusCode).toBe(200);
    await expectRow({ action: 'invited', sourceId: invited.id, description: 'bo@example.com (developer), resent' });

    expect((await call('DELETE', `/v1/inviting_users/${invited.id}`, owner.token)).statusCode).toBe(200);
    await expectRow({ action: 'deleted', sourceType: 'member', sourceId: invited.id, description: 'bo@example.com' });

    expect((await call('DELETE', `/v1/remove_member/${member.userId}`, owner.token)).statusCode).toBe(200);
    await expectRow({
      action: 'deleted',
      sourceType: 'member',
      sourceId: member.userId,
      description: 'ana@example.com',
    });

    const edit = { name: 'Peak Bakery HK', timezone: 'Asia/Hong_Kong', enable_reference_unique: false };
    expect((await call('PUT', `/v1/accounts/${owner.accountId}`, owner.token, edit)).statusCode).toBe(200);
    await expectRow({
      action: 'updated',
      sourceType: 'account',
      sourceId: owner.accountId,
      accountName: 'Peak Bakery HK',
      description: 'name, timezone',
    });

    const created = body<{ id: string }>(
      await call('POST', '/v1/accounts', owner.token, {
        account_name: 'Peak Bakery SG',
        country: 'SG',
        enable_business: ['payin'],
        default_settlement_currency: 'USD',
      }),
    ).data;
    await expectRow({
      accountId: created.id,
      accountName: 'Peak Bakery SG',
      action: 'created',
      sourceType: 'account',
      sourceId: created.id,
    });
  });

  it('writes nothing for a change that fails or changes nothing', async () => {
    const before = await rowCount();
    expect(
      (await call('POST', '/v1/invite', owner.token, { email: 'logger@example.com', role: 'finance' })).statusCode,
    ).toBe(409);
    expect((await call('DELETE', `/v1/remove_member/${owner.userId}`, owner.token)).statusCode).toBe(409);
    expect(
      (await call('PUT', `/v1/accounts/${owner.accountId}`, owner.token, { name: 'Peak Bakery HK' })).statusCode,
    ).toBe(200);
    expect(await rowCount()).toBe(before);
  });

  it('marks what an admin session does as an administrator’s act', async () => {
    const { token } = await insertSession(t.database.db, {
      userId: owner.userId,
      remember: false,
      admin: true,
      ip: '127.0.0.1',
      userAgent: 'vitest',
      selectedAccountId: owner.accountId,
    });
    expect(
      (await call('POST', '/v1/invite', token, { email: 'by-admin@example.com', role: 'analyst' })).statusCode,
    ).toBe(200);
    expect(await lastRow()).toMatchObject({ admin: true, operatorUserId: owner.userId, action: 'invited' });
  });
});

describe('refused attempts', () => {
  it('logs each mutating route refused for lack of permission, as the operation it attempted', async () => {
    const analyst = await addMember(t, owner.accountId, ['analyst'], 'nosy@example.com');
    const target = await addMember(t, owner.accountId, ['support']);
    const attempts = [
      {
        method: 'PUT',
        url: '/v1/user_roles',
        route: '/v1/user_roles',
        payload: { user_id: target.userId, roles: ['administrator'] },
        action: 'updatedRoles',
        sourceId: target.userId,
      },
      {
        method: 'DELETE',
        url: `/v1/remove_member/${target.userId}`,
        route: '/v1/remove_member/:id',
        action: 'deleted',
        sourceId: target.userId,
      },
      {
        method: 'POST',
        url: '/v1/invite',
        route: '/v1/invite',
        payload: { email: 'friend@example.com', role: 'administrator' },
        action: 'invited',
        sourceId: null,
      },
      {
        method: 'POST',
        url: '/v1/inviting_send_mail/inv_guess',
        route: '/v1/inviting_send_mail/:id',
        action: 'invited',
        sourceId: 'inv_guess',
      },
      {
        method: 'DELETE',
        url: '/v1/inviting_users/inv_guess',
        route: '/v1/inviting_users/:id',
        action: 'deleted',
        sourceId: 'inv_guess',
      },
      {
        method: 'PUT',
        url: `/v1/accounts/${owner.accountId}`,
        route: '/v1/accounts/:accountId',
        payload: { name: 'Hijacked' },
        action: 'updated',
        sourceType: 'account',
        sourceId: owner.accountId,
      },
    ] as const;
    for (const attempt of attempts) {
      const res = await call(
        attempt.method,
        attempt.url,
        analyst.token,
        'payload' in attempt ? attempt.payload : undefined,
      );
      expect(res.statusCode, attempt.url).toBe(403);
      expect(await lastRow(), attempt.url).toMatchObject({
        accountId: owner.accountId,
        operatorUserId: analyst.userId,
        operatorEmail: 'nosy@example.com',
        action: attempt.action,
        sourceType: 'sourceType' in attempt ? attempt.sourceType : 'member',
        sourceId: attempt.sourceId,
        description: `${attempt.method} ${attempt.route}`,
        refused: true,
        ip: '198.51.100.7',
      });
    }
  });

  it('logs no refusal for reads, and none in an account the caller is not a member of', async () => {
    const analyst = await addMember(t, owner.accountId, ['support']);
    const stranger = await signUpMerchant(t, 'stranger-log@example.com', 'Stranger Ltd');
    const before = await rowCount();
    expect((await call('GET', `/v1/accounts/${owner.accountId}/operations`, analyst.token)).statusCode).toBe(403);
    expect((await call('PUT', `/v1/accounts/${owner.accountId}`, stranger.token, { name: 'x' })).statusCode).toBe(404);
    expect(await rowCount()).toBe(before);
  });

  it('declares the operation of every mutating account route, so every refusal is logged', () => {
    const undeclared = t.app.accountRoutes
      .filter((route) => route.method !== 'GET' && route.permission !== 'member' && !route.operation)
      .map((route) => `${route.method} ${route.url}`);
    // Marking announcements read changes no merchant data: not an operation (decisions.md).
    // Pay-in objects (customers, payments, refunds, disputes, files, mandates, subscriptions) are not among the spec's logged
    // sources: their own records and the ledger are their trail, and API keys make most of them. A
    // test settlement's simulation is the simulated provider's act, as a refund's is. Payees and payout
    // methods are likewise no logged source; payers are (their details and documents gate payouts).
    // An export writes no merchant data: it copies a list the caller may read.
    const payin =
      /^(POST|PUT|DELETE) \/api\/(customers|payments|refunds|disputes|files|mandates|subscriptions|exports|settlements\/:id\/simulate|payouts\/:id\/simulate|payees|payout_methods)\b/;
    expect(undeclared.filter((route) => !payin.test(route))).toEqual([
      'POST /v1/messages/read_all',
      'PUT /v1/messages/:id',
    ]);
    expect(undeclared.filter((route) => payin.test(route)).length).toBeGreaterThan(10);
  });
});

describe('GET /v1/operations (the user’s own actions)', () => {
  it('lists only the caller’s rows across their accounts, newest first, with filters and paging', async () => {
    const all = body<Page>(await call('GET', '/v1/operations?per_page=100', owner.token)).data;
    expect(all.total).toBeGreaterThanOrEqual(8);
    expect(all.list.every((row) => row.operator_id === owner.userId)).toBe(true);
    const times = all.list.map((row) => row.time_created);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(new Set(all.list.map((row) => row.account_id)).size).toBe(2);
    expect(all.list[0]).toEqual({
      id: expect.stringMatching(/^op_/),
      operator_id: owner.userId,
      operator_email: 'logger@example.com',
      admin: true,
      account_id: owner.accountId,
      account_name: 'Peak Bakery HK',
      action: 'invited',
      source_type: 'member',
      source_id: expect.stringMatching(/^inv_/),
      description: 'by-admin@example.com (analyst)',
      ip: '198.51.100.7',
      refused: false,
      time_created: expect.any(Number),
    });

    const filtered = async (query: string) =>
      body<Page>(await call('GET', `/v1/operations?${query}`, owner.token)).data.list;
    expect((await filtered('action=deleted')).map((r) => r.description).sort()).toEqual([
      'ana@example.com',
      'bo@example.com',
    ]);
    expect((await filtered('source_type=account')).map((r) => r.action).sort()).toEqual(['created', 'updated']);
    const other = all.list.find((row) => row.account_id !== owner.accountId);
    expect((await filtered(`account_id=${other?.account_id}`)).map((r) => r.action)).toEqual(['created']);
    expect(await filtered('account_id=acct_unknown')).toEqual([]);

    const [page1, page2] = [
      body<Page>(await call('GET', '/v1/operations?per_page=3&page=1', owner.token)).data,
      body<Page>(await call('GET', '/v1/operations?per_page=3&page=2', owner.token)).data,
    ];
    expect(page1).toMatchObject({ total: all.total, page: 1, per_page: 3 });
    expect([...page1.list, ...page2.list].map((r) => r.id)).toEqual(all.list.slice(0, 6).map((r) => r.id));

    // Time range: push one row back a day and select around it.
    const oldest = all.list[all.list.length - 1] as Operation;
    await t.database.db
      .update(operationLogs)
      .set({ timeCreated: sql`now() - interval '1 day'` })
      .where(eq(operationLogs.id, oldest.id));
    const now = Math.floor(Date.now() / 1000);
    expect((await filtered(`time_created[lt]=${now - 3600}`)).map((r) => r.id)).toEqual([oldest.id]);
    expect((await filtered(`time_created[gte]=${now - 3600}&per_page=100`)).map((r) => r.id)).not.toContain(oldest.id);
    expect((await call('GET', '/v1/operations?action=approved', owner.token)).statusCode).toBe(422);
  });

  it('shows another member none of the owner’s rows', async () => {
    const list = body<Page>(
      await call('GET', '/v1/operations', (await addMember(t, owner.accountId, ['analyst'])).token),
    ).data;
    expect(list.total).toBe(0);
  });
});

describe('GET /v1/accounts/{accountId}/operations (the account’s log)', () => {
  it('lists every operator’s rows of the account, refused ones included, for list_activity_logs holders', async () => {
    const developer = await addMember(t, owner.accountId, ['developer']);
    const res = await call('GET', `/v1/accounts/${owner.accountId}/operations?per_page=100`, developer.token);
    expect(res.statusCode).toBe(200);
    const list = body<Page>(res).data.list;
    expect(list.every((row) => row.account_id === owner.accountId)).toBe(true);
    expect(new Set(list.map((row) => row.operator_email))).toEqual(new Set(['logger@example.com', 'nosy@example.com']));
    expect(list.filter((row) => row.refused)).toHaveLength(6);
    const refused = body<Page>(
      await call(
        'GET',
        `/v1/accounts/${owner.accountId}/operations?action=updatedRoles&source_type=member`,
        owner.token,
      ),
    ).data.list;
    expect(refused.map((row) => row.refused).sort()).toEqual([false, true]);
  });
});
