import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, body, signUp } from '../../../test/identity.ts';
import { issueAdminLoginToken } from './admin-login.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await signUp(t.app, t.database.db, 'merchant@example.com');
});
afterAll(() => t.close());

const adminLogin = (token: string) =>
  t.app.inject({ method: 'POST', url: '/v1/admin_login', headers: { 'accept-language': 'en-US' }, payload: { token } });

describe('administrator sign-in', () => {
  it('signs in once with the one-time token; the session carries the admin flag', async () => {
    const token = await issueAdminLoginToken(t.database.db, 'Merchant@example.com');
    const res = await adminLogin(token);
    expect(res.statusCode).toBe(200);
    const session = body<{ token: string }>(res).data.token;
    const me = body<{ email: string; access: { admin: boolean } }>(
      await t.app.inject({ method: 'GET', url: '/v1/current_user', headers: bearer(session) }),
    ).data;
    expect(me).toMatchObject({ email: 'merchant@example.com', access: { admin: true } });
    const history = body<{ list: { admin: boolean; description: string }[] }>(
      await t.app.inject({ method: 'GET', url: '/v1/login_histories', headers: bearer(session) }),
    ).data.list;
    expect(history[0]).toMatchObject({ admin: true, description: 'success' });
    expect(body(await adminLogin(token)).error.message).toBe('Token is not exists');
  });

  it('is refused for an unknown user', async () => {
    await expect(issueAdminLoginToken(t.database.db, 'ghost@example.com')).rejects.toMatchObject({
      code: 'user_not_exists',
    });
  });
});
