import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, body, login, signUp, strongPassword } from '../../../test/identity.ts';
import { findUserByEmail } from '../identity/users.repository.ts';
import { insertInvitation } from './invitations.repository.ts';

let t: TestApp;
let accountId: string;
let ownerId: string;
beforeAll(async () => {
  t = await createTestApp();
  const owner = await signUp(t.app, t.database.db, 'boss@example.com');
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/merchants',
    headers: bearer(owner),
    payload: { merchant_name: 'Bright Kiosk', country: 'HK' },
  });
  accountId = body<{ account_id: string }>(res).data.account_id;
  ownerId = (await findUserByEmail(t.database.db, 'boss@example.com'))?.id as string;
});
afterAll(() => t.close());

const invite = (email: string) =>
  insertInvitation(t.database.db, { accountId, email, roles: ['finance'], invitedByUserId: ownerId });
const accept = (payload: Record<string, unknown>, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/accept_invitation',
    headers: { 'accept-language': 'en-US', ...(token ? bearer(token) : {}) },
    payload,
  });

describe('accepting an invitation', () => {
  it('lets a new address set a password, creating a confirmed user who is a member', async () => {
    const { token } = await invite('newbie@example.com');
    const preview = await t.app.inject({ method: 'GET', url: `/v1/invitation?token=${token}` });
    expect(body(preview).data).toEqual({
      email: 'newbie@example.com',
      account_name: 'Bright Kiosk',
      merchant_name: 'Bright Kiosk',
      user_exists: false,
    });
    const noPassword = await accept({ token });
    expect(noPassword.statusCode).toBe(422);
    expect(body(noPassword).error.code).toBe('invitation_password_required');
    const weak = await accept({ token, password: 'weak' });
    expect(weak.statusCode).toBe(422);

    const res = await accept({ token, password: strongPassword });
    expect(res.statusCode).toBe(200);
    const data = body<{ account_id: string; token: string }>(res).data;
    expect(data.account_id).toBe(accountId);
    const me = body<{ accounts: { id: string; is_owner: boolean }[] }>(
      await t.app.inject({ method: 'GET', url: '/v1/current_user', headers: bearer(data.token) }),
    ).data;
    expect(me.accounts).toEqual([expect.objectContaining({ id: accountId, is_owner: false })]);
    expect((await login(t.app, 'newbie@example.com', strongPassword)).statusCode).toBe(200);
    // Used once only.
    expect((await accept({ token, password: strongPassword })).json().error.message).toBe('Token is not exists');
  });

  it('makes an existing user sign in as the invited address, then joins', async () => {
    const existing = await signUp(t.app, t.database.db, 'veteran@example.com');
    const stranger = await signUp(t.app, t.database.db, 'stranger@example.com');
    const { token } = await invite('Veteran@example.com');
    expect(
      body<{ user_exists: boolean }>(await t.app.inject({ method: 'GET', url: `/v1/invitation?token=${token}` })).data
        .user_exists,
    ).toBe(true);

    expect((await accept({ token })).statusCode).toBe(401);
    const wrongUser = await accept({ token }, stranger);
    expect(wrongUser.statusCode).toBe(403);
    expect(body(wrongUser).error.message).toBe(
      'This invitation was sent to Veteran@example.com. Sign in with that address to accept it.',
    );
    const joined = await accept({ token }, existing);
    expect(joined.statusCode).toBe(200);
    expect(body(joined).data).toEqual({ account_id: accountId });
    const me = body<{ selected_account_id: string }>(
      await t.app.inject({ method: 'GET', url: '/v1/current_user', headers: bearer(existing) }),
    ).data;
    expect(me.selected_account_id).toBe(accountId);
  });

  it('refuses unknown and expired invitations', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/invitation?token=nope' })).statusCode).toBe(400);
    const { token, id } = await invite('late@example.com');
    await t.database.db.execute(
      sql`update invitations set time_expired = now() - interval '1 second' where id = ${id}`,
    );
    expect((await accept({ token, password: strongPassword })).statusCode).toBe(400);
  });
});
