import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, body, login, signUp, strongPassword } from '../../../test/identity.ts';
import { loginFailures, loginHistories, users } from '../../db/schema/identity.ts';
import { totpCode, totpStep } from '../../lib/totp.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await signUp(t.app, t.database.db, 'mfa@example.com');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, session: string, payload?: Record<string, unknown>) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(session), 'accept-language': 'en-US' },
    ...(payload ? { payload } : {}),
  });

const mfaLogin = (mfaToken: string | undefined, otp: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/login_mfa',
    headers: { 'accept-language': 'en-US' },
    payload: { ...(mfaToken ? { mfa_token: mfaToken } : {}), otp },
  });

let secret: string;
let mfaSession: string;

describe('two-factor authentication', () => {
  it('is turned on with a code from the scanned secret, stored encrypted, and signs out other sessions', async () => {
    const other = body<{ token: string }>(await login(t.app, 'mfa@example.com', strongPassword)).data.token;
    const qr = await call('GET', '/v1/mfa/qrcode', token);
    const setup = body<{ secret: string; otpauth_url: string; qrcode: string }>(qr).data;
    secret = setup.secret;
    expect(setup.otpauth_url).toBe(
      `otpauth://totp/Paydeck:mfa%40example.com?secret=${secret}&issuer=Paydeck&algorithm=SHA1&digits=6&period=30`,
    );
    expect(setup.qrcode).toMatch(/^data:image\/png;base64,/);

    const wrong = await call('POST', '/v1/mfa/enable', token, {
      otp: '000000' === totpCode(secret, totpStep()) ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(422);
    expect(body(wrong).error.message).toBe('Failed to verify OTP');
    const malformed = await call('POST', '/v1/mfa/enable', token, { otp: '12345' });
    expect(malformed.statusCode).toBe(422);

    // The previous step's code is still inside the ±1 window.
    const ok = await call('POST', '/v1/mfa/enable', token, { otp: totpCode(secret, totpStep() - 1) });
    expect(ok.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'mfa@example.com'));
    expect(row?.mfaSecret).toMatch(/^v1\./);
    expect(row?.mfaSecret).not.toContain(secret);
    expect((await call('GET', '/v1/current_user', other)).statusCode).toBe(401);
    expect(body<{ mfa_enabled: boolean }>(await call('GET', '/v1/current_user', token)).data.mfa_enabled).toBe(true);
    expect((await call('GET', '/v1/mfa/qrcode', token)).json().error.code).toBe('mfa_already_enabled');
  });

  it('then asks for a code at sign-in, accepts each code once, and refuses a missing token', async () => {
    const first = body<{ mfa_required: boolean; mfa_token: string; token?: string }>(
      await login(t.app, 'mfa@example.com', strongPassword, { remember: true }),
    ).data;
    expect(first.mfa_required).toBe(true);
    expect(first.token).toBeUndefined();

    const missing = await mfaLogin(undefined, '123456');
    expect(missing.statusCode).toBe(400);
    expect(body(missing).error.message).toBe('MFA token is missing');

    const bad = await mfaLogin(first.mfa_token, totpCode(secret, totpStep() + 5));
    expect(bad.statusCode).toBe(401);
    expect(body(bad).error.message).toBe('Two-factor code verification failed. Please try again.');

    const code = totpCode(secret, totpStep() + 1);
    const good = await mfaLogin(first.mfa_token, code);
    expect(good.statusCode).toBe(200);
    const session = body<{ token: string; expires_at: number }>(good).data;
    expect(session.expires_at - Date.now() / 1000).toBeGreaterThan(6 * 86400);
    expect((await call('GET', '/v1/current_user', session.token)).statusCode).toBe(200);
    mfaSession = session.token;

    // The pending sign-in is spent, and the same code can't sign in again.
    expect((await mfaLogin(first.mfa_token, code)).statusCode).toBe(400);
    const again = body<{ mfa_token: string }>(await login(t.app, 'mfa@example.com', strongPassword)).data;
    const replay = await mfaLogin(again.mfa_token, code);
    expect(replay.statusCode).toBe(401);
    // An earlier step than the last accepted one is refused too.
    expect((await mfaLogin(again.mfa_token, totpCode(secret, totpStep()))).statusCode).toBe(401);

    const outcomes = await t.database.db.select({ outcome: loginHistories.outcome }).from(loginHistories);
    expect(outcomes.map((row) => row.outcome)).toEqual(expect.arrayContaining(['failed_2fa', 'success']));
  });

  it('spends a pending sign-in after five wrong codes', async () => {
    const pending = body<{ mfa_token: string }>(await login(t.app, 'mfa@example.com', strongPassword)).data.mfa_token;
    for (let i = 0; i < 5; i += 1) expect((await mfaLogin(pending, '000000')).statusCode).toBe(401);
    const next = await mfaLogin(pending, totpCode(secret, totpStep() + 1));
    expect(next.statusCode).toBe(400);
    expect(body(next).error.code).toBe('mfa_token_missing');
  });

  it('is turned off after confirmation, signing out other sessions', async () => {
    const off = await call('POST', '/v1/mfa/disable', token);
    expect(off.statusCode).toBe(200);
    expect(body<{ mfa_enabled: boolean }>(await call('GET', '/v1/current_user', token)).data.mfa_enabled).toBe(false);
    expect((await call('GET', '/v1/current_user', mfaSession)).statusCode).toBe(401);
    await t.database.db.delete(loginFailures);
    expect(
      body<{ mfa_required: boolean }>(await login(t.app, 'mfa@example.com', strongPassword)).data.mfa_required,
    ).toBe(false);
    expect((await call('POST', '/v1/mfa/disable', token)).json().error.code).toBe('mfa_not_enabled');
  });
});
