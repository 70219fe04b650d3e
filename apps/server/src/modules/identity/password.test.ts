import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, body, lastEmail, login, signUp, strongPassword, tokenFromEmail } from '../../../test/identity.ts';
import { emailOutbox } from '../../db/schema/identity.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await signUp(t.app, t.database.db, 'reset@example.com');
  await signUp(t.app, t.database.db, 'change@example.com');
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>, locale = 'en-US') =>
  t.app.inject({ method: 'POST', url, headers: { 'accept-language': locale }, payload });

describe('forgotten password', () => {
  it('answers the same for unknown addresses and sends nothing to them', async () => {
    const before = (await t.database.db.select().from(emailOutbox)).length;
    const unknown = await post('/v1/password_forget', { email: 'nobody@example.com' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ success: true, data: {} });
    expect((await t.database.db.select().from(emailOutbox)).length).toBe(before);
  });

  it('mails a one-hour link; resetting signs out everywhere and works once', async () => {
    const old = body<{ token: string }>(await login(t.app, 'reset@example.com', strongPassword)).data.token;
    expect((await post('/v1/password_forget', { email: 'Reset@Example.com' })).statusCode).toBe(200);
    const email = await lastEmail(t.database.db, 'reset@example.com', 'password_reset');
    const token = tokenFromEmail(email?.text ?? '');

    const weak = await post('/v1/password_reset', { token, password: 'weakpass' });
    expect(weak.statusCode).toBe(422);
    // A common password is refused with its reason, and the link still works for a better one.
    const common = await post('/v1/password_reset', { token, password: 'Password1!' });
    expect(common.statusCode).toBe(422);
    expect(common.json().error.details[0]).toMatchObject({ field: 'password', code: 'custom' });
    const reset = await post('/v1/password_reset', { token, password: 'Brand#New2027' });
    expect(reset.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/v1/current_user', headers: bearer(old) })).statusCode).toBe(401);
    expect((await login(t.app, 'reset@example.com', strongPassword)).statusCode).toBe(401);
    expect((await login(t.app, 'reset@example.com', 'Brand#New2027')).statusCode).toBe(200);

    const reused = await post('/v1/password_reset', { token, password: 'Another#2028' });
    expect(reused.statusCode).toBe(400);
    expect(body(reused).error.message).toBe('Token is not exists');
    for (const bad of ['', 'unknown-token']) {
      const res = await post('/v1/password_reset', { token: bad, password: 'Another#2028' }, 'zh-CN');
      expect(body(res).error.message).toBe('令牌不存在');
    }
  });

  it('stops mailing one address after a few requests an hour', async () => {
    for (let i = 0; i < 5; i += 1) await post('/v1/password_forget', { email: 'change@example.com' });
    const sent = (await t.database.db.select().from(emailOutbox)).filter(
      (row) => row.recipient === 'change@example.com' && row.template === 'password_reset',
    );
    expect(sent).toHaveLength(3);
  });
});

describe('PUT /v1/password', () => {
  it('needs the old password and signs out every other session', async () => {
    const mine = body<{ token: string }>(await login(t.app, 'change@example.com', strongPassword)).data.token;
    const other = body<{ token: string }>(await login(t.app, 'change@example.com', strongPassword)).data.token;
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: '/v1/password',
        headers: { ...bearer(mine), 'accept-language': 'en-US' },
        payload,
      });

    const wrongOld = await put({ old_password: 'Wrong#pass1', password: 'Changed#2027' });
    expect(wrongOld.statusCode).toBe(422);
    expect(body(wrongOld).error.message).toBe('The current password is incorrect.');
    expect((await put({ old_password: strongPassword, password: 'nodigits!' })).statusCode).toBe(422);
    // Holding the address's name ("change") is refused too.
    const own = await put({ old_password: strongPassword, password: 'Changed#2027' });
    expect(own.json().error.details).toEqual([
      { field: 'password', code: 'custom', message: 'The password must not contain your email address.' },
    ]);

    expect((await put({ old_password: strongPassword, password: 'Maple#Orbit2027' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/v1/current_user', headers: bearer(mine) })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'GET', url: '/v1/current_user', headers: bearer(other) })).statusCode).toBe(
      401,
    );
    expect((await login(t.app, 'change@example.com', 'Maple#Orbit2027')).statusCode).toBe(200);
  });
});
