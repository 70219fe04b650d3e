import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { body, login, strongPassword, tokenFromEmail } from '../../../test/identity.ts';
import { startSmtp } from '../../../test/smtp.ts';

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
});
