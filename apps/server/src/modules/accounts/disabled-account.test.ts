import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, body } from '../../../test/identity.ts';
import { addMember, disableAccount, signUpMerchant, type TestOwner } from '../../../test/merchants.ts';
import { accountMembers, invitations } from '../../db/schema/merchants.ts';
import { operationLogs } from '../../db/schema/operations.ts';
import { insertInvitation } from '../team/invitations.repository.ts';

let t: TestApp;
let owner: TestOwner;
let admin: Awaited<ReturnType<typeof addMember>>;
let target: Awaited<ReturnType<typeof addMember>>;
let invitationId: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpMerchant(t, 'frozen-owner@example.com', 'Frozen Lantern Ltd');
  admin = await addMember(t, owner.accountId, ['administrator']);
  target = await addMember(t, owner.accountId, ['analyst']);
  ({ id: invitationId } = await insertInvitation(t.database.db, {
    accountId: owner.accountId,
    email: 'pending@example.com',
    roles: ['support'],
    invitedByUserId: owner.userId,
  }));
  await disableAccount(t, owner.accountId, 90);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** Spec §6: forced off on a disabled account. Customer add, subscription cancel and refund add come with their areas. */
const forcedOff = () =>
  [
    { method: 'PUT', url: '/v1/user_roles', payload: { user_id: target.userId, roles: ['finance'] } },
    { method: 'POST', url: '/v1/invite', payload: { email: 'new@example.com', role: 'analyst' } },
    { method: 'DELETE', url: `/v1/inviting_users/${invitationId}` },
    { method: 'DELETE', url: `/v1/remove_member/${target.userId}` },
    { method: 'POST', url: `/v1/inviting_send_mail/${invitationId}` },
    { method: 'PUT', url: `/v1/accounts/${owner.accountId}`, payload: { name: 'Thawed' } },
  ] as const;

describe('a disabled account (spec §4, §6)', () => {
  it('shows when it was disabled, when withdrawals open again and the total freeze', async () => {
    const account = body<{
      account_status: string;
      time_disabled: number;
      time_withdrawals_available: number;
      freeze_days: number;
    }>(await call('GET', `/v1/accounts/${owner.accountId}`, owner.token)).data;
    expect(account).toMatchObject({ account_status: 'disabled', freeze_days: 90 });
    expect(account.time_withdrawals_available - account.time_disabled).toBe(90 * 24 * 60 * 60);
  });

  it('answers 403 on every forced-off route, even to the owner and an administrator, and changes nothing', async () => {
    for (const who of [owner.token, admin.token]) {
      for (const attempt of forcedOff()) {
        const res = await call(attempt.method, attempt.url, who, 'payload' in attempt ? attempt.payload : undefined);
        expect(res.statusCode, `${attempt.method} ${attempt.url}`).toBe(403);
        expect(body(res).error.code).toBe('forbidden');
      }
    }
    const [member] = await t.database.db
      .select()
      .from(accountMembers)
      .where(and(eq(accountMembers.accountId, owner.accountId), eq(accountMembers.userId, target.userId)));
    expect(member?.roles).toEqual(['analyst']);
    expect(await t.database.db.select().from(invitations).where(eq(invitations.id, invitationId))).toHaveLength(1);
    // Each attempt is in the log, refused.
    const refused = await t.database.db.select().from(operationLogs).where(eq(operationLogs.refused, true));
    expect(refused).toHaveLength(forcedOff().length * 2);
  });

  it('keeps reading open: the team, invitations, roles, settings, the log', async () => {
    for (const url of [
      '/v1/members',
      '/v1/inviting_users',
      '/v1/roles',
      '/v1/account_settlement_currencies',
      `/v1/accounts/${owner.accountId}/operations`,
      `/v1/accounts/${owner.accountId}/permissions`,
    ]) {
      expect((await call('GET', url, owner.token)).statusCode, url).toBe(200);
    }
  });
});
