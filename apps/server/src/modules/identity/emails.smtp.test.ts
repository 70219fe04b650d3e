import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, body, login, signUp, strongPassword, tokenFromEmail } from '../../../test/identity.ts';
import { startSmtp } from '../../../test/smtp.ts';
import { totpCode, totpStep } from '../../lib/totp.ts';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** Emails leave after the answer; wait for the SMTP peer to receive them. */
const received = async (to: string, count: number) => {
  for (let i = 0; i < 100 && smtp.to(to).length < count; i += 1) await new Promise((r) => setTimeout(r, 50));
  const mails = smtp.to(to);
  expect(mails).toHaveLength(count);
  return mails[count - 1] as (typeof mails)[number];
};

describe('identity emails through a real SMTP server', () => {
  it('delivers the confirmation and reset emails, in the language of the request, with working links', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/v1/register',
      headers: { 'accept-language': 'zh-CN' },
      payload: { email: 'smtp.user@example.com', password: strongPassword, agreement: true },
    });
    const confirmation = await received('smtp.user@example.com', 1);
    expect(confirmation.subject).toMatch(/[\u4e00-\u9fff]/);
    expect(confirmation.text).toContain('http://localhost:3000/user/confirm_email?token=');
    expect(confirmation.html).toContain('/user/confirm_email?token=');
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/v1/confirm_email',
      payload: { token: tokenFromEmail(confirmation.text ?? '') },
    });
    expect(confirmed.statusCode).toBe(200);

    await t.app.inject({
      method: 'POST',
      url: '/v1/password_forget',
      headers: { 'accept-language': 'en-US' },
      payload: { email: 'smtp.user@example.com' },
    });
    const reset = await received('smtp.user@example.com', 2);
    expect(reset.subject).toMatch(/password/i);
    const token = tokenFromEmail(reset.text ?? '');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/password_reset',
      payload: { token, password: 'Fresh#Start9' },
    });
    expect(body(res).success).toBe(true);
    expect((await login(t.app, 'smtp.user@example.com', 'Fresh#Start9')).statusCode).toBe(200);
  });

  it('mails the user when a recovery code signs in, in their language, with the codes left', async () => {
    const session = await signUp(t.app, t.database.db, 'smtp.mfa@example.com');
    await t.app.inject({
      method: 'PUT',
      url: '/v1/user_preferences',
      headers: bearer(session),
      payload: { language: 'zh-CN' },
    });
    const qr = await t.app.inject({ method: 'GET', url: '/v1/mfa/qrcode', headers: bearer(session) });
    const secret = body<{ secret: string }>(qr).data.secret;
    const enabled = await t.app.inject({
      method: 'POST',
      url: '/v1/mfa/enable',
      headers: bearer(session),
      payload: { otp: totpCode(secret, totpStep()), password: strongPassword },
    });
    const [code] = body<{ recovery_codes: string[] }>(enabled).data.recovery_codes;
    const pending = body<{ mfa_token: string }>(await login(t.app, 'smtp.mfa@example.com', strongPassword)).data;
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/v1/login_mfa',
      remoteAddress: '198.51.100.23',
      payload: { mfa_token: pending.mfa_token, recovery_code: code },
    });
    expect(signedIn.statusCode).toBe(200);
    // The confirmation, then the recovery code's notice.
    const notice = await received('smtp.mfa@example.com', 2);
    expect(notice.subject).toBe('有人使用恢复码登录了您的 Paydeck 账号');
    expect(notice.text).toContain('198.51.100.23');
    expect(notice.text).toContain('还剩 9 个未使用的恢复码');
    expect(notice.text).toContain('http://localhost:3000/profile?tab=profile');
  });
});
