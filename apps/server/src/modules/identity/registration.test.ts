import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, body, lastEmail, login, strongPassword, tokenFromEmail } from '../../../test/identity.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: Record<string, unknown>, locale = 'en-US') =>
  t.app.inject({ method: 'POST', url: '/v1/register', headers: { 'accept-language': locale }, payload });

describe('POST /v1/register and /v1/confirm_email', () => {
  it('registers, mails a confirmation link in the request language, and the link confirms and signs in once', async () => {
    const res = await register({ email: 'new.owner@example.com', password: strongPassword, agreement: true }, 'zh-CN');
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toEqual({ email: 'new.owner@example.com' });
    const email = await lastEmail(t.database.db, 'new.owner@example.com', 'confirm_email');
    expect(email?.locale).toBe('zh-CN');
    const token = tokenFromEmail(email?.text ?? '');

    // Not confirmed yet: signing in is refused and a fresh link is sent.
    const early = await login(t.app, 'new.owner@example.com', strongPassword);
    expect(early.statusCode).toBe(403);
    expect(body(early).error.code).toBe('email_not_confirmed');
    const fresh = tokenFromEmail(
      (await lastEmail(t.database.db, 'new.owner@example.com', 'confirm_email'))?.text ?? '',
    );
    expect(fresh).not.toBe(token);

    // The older link was voided by the new one.
    const stale = await t.app.inject({
      method: 'POST',
      url: '/v1/confirm_email',
      headers: { 'accept-language': 'en-US' },
      payload: { token },
    });
    expect(body(stale).error.message).toBe('Token is not exists');

    const confirmed = await t.app.inject({ method: 'POST', url: '/v1/confirm_email', payload: { token: fresh } });
    expect(confirmed.statusCode).toBe(200);
    const session = body<{ token: string; mfa_required: boolean }>(confirmed).data;
    expect(session.mfa_required).toBe(false);
    const me = await t.app.inject({ method: 'GET', url: '/v1/current_user', headers: bearer(session.token) });
    expect(body<{ email: string; accounts: unknown[] }>(me).data).toMatchObject({
      email: 'new.owner@example.com',
      accounts: [],
    });

    const again = await t.app.inject({
      method: 'POST',
      url: '/v1/confirm_email',
      headers: { 'accept-language': 'zh-CN' },
      payload: { token: fresh },
    });
    expect(again.statusCode).toBe(400);
    expect(body(again).error).toMatchObject({ code: 'token_invalid', message: '令牌不存在' });
    expect((await login(t.app, 'new.owner@example.com', strongPassword)).statusCode).toBe(200);
  });

  it('answers a taken address exactly like a new one and tells its owner instead', async () => {
    await register({ email: 'taken@example.com', password: strongPassword, agreement: true });
    const res = await register({ email: 'TAKEN@example.com', password: 'Other#pass9', agreement: true });
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toEqual({ email: 'TAKEN@example.com' });
    const notice = await lastEmail(t.database.db, 'taken@example.com', 'already_registered');
    expect(notice?.text).toContain('/user/password_forget');
  });

  it('refuses a weak password, a missing agreement and a bad email with localized field messages, creating nothing', async () => {
    const weak = await register({ email: 'weak@example.com', password: 'password', agreement: true });
    expect(weak.statusCode).toBe(422);
    expect(body(weak).error).toMatchObject({ code: 'validation_failed' });
    expect(weak.json().error.details).toEqual([
      {
        field: 'password',
        code: 'custom',
        message: 'Use 8 to 256 characters with a letter, a digit and a special character.',
      },
    ]);
    const weakZh = await register({ email: 'weak@example.com', password: 'short1!', agreement: true }, 'zh-CN');
    expect(weakZh.json().error.details[0].message).toBe('密码需为 8 到 256 个字符，且包含字母、数字和特殊字符。');
    const noAgreement = await register({ email: 'weak@example.com', password: strongPassword, agreement: false });
    expect(noAgreement.statusCode).toBe(422);
    expect(noAgreement.json().error.details[0].field).toBe('agreement');
    const badEmail = await register({ email: 'not-an-email', password: strongPassword, agreement: true });
    expect(badEmail.statusCode).toBe(422);
    expect(await lastEmail(t.database.db, 'weak@example.com', 'confirm_email')).toBeNull();
  });

  it('refuses an empty or unknown confirmation token', async () => {
    for (const token of ['', 'nope']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/confirm_email',
        headers: { 'accept-language': 'en-US' },
        payload: { token },
      });
      expect(res.statusCode).toBe(400);
      expect(body(res).error.message).toBe('Token is not exists');
    }
  });
});

describe('new passwords that meet the policy but are easy to guess', () => {
  it('refuses a common password and one containing the email, with the reason on the field, creating nothing', async () => {
    const common = await register({ email: 'weak@example.com', password: 'Password1!', agreement: true });
    expect(common.statusCode).toBe(422);
    expect(body(common).error).toMatchObject({ code: 'validation_failed' });
    expect(common.json().error.details).toEqual([
      {
        field: 'password',
        code: 'custom',
        message: 'This password is too common or easy to guess. Try a longer, less predictable one.',
      },
    ]);
    const own = await register(
      { email: 'Marguerite@example.com', password: 'marguerite#2026X', agreement: true },
      'zh-CN',
    );
    expect(own.statusCode).toBe(422);
    expect(own.json().error.details).toEqual([
      { field: 'password', code: 'custom', message: '密码不能包含您的邮箱地址。' },
    ]);
    expect(await lastEmail(t.database.db, 'weak@example.com', 'confirm_email')).toBeNull();
    expect(await lastEmail(t.database.db, 'Marguerite@example.com', 'confirm_email')).toBeNull();
  });
});
