import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, body, lastEmail, login, randomIp, signUp, strongPassword } from '../../../test/identity.ts';
import { loginFailures, loginHistories, mfaRecoveryCodes, users } from '../../db/schema/identity.ts';
import { operationLogs } from '../../db/schema/operations.ts';
import { hashRecoveryCode } from '../../lib/recovery-codes.ts';
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
    remoteAddress: randomIp(),
    headers: { ...bearer(session), 'accept-language': 'en-US' },
    ...(payload ? { payload } : {}),
  });

const mfaLogin = (mfaToken: string | undefined, otp: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/login_mfa',
    remoteAddress: randomIp(),
    headers: { 'accept-language': 'en-US' },
    payload: { ...(mfaToken ? { mfa_token: mfaToken } : {}), otp },
  });

const recoveryLogin = (mfaToken: string, recoveryCode: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/login_mfa',
    remoteAddress: randomIp(),
    headers: { 'accept-language': 'en-US' },
    payload: { mfa_token: mfaToken, recovery_code: recoveryCode },
  });

const mfaEnabled = async (session: string) =>
  body<{ mfa_enabled: boolean }>(await call('GET', '/v1/current_user', session)).data.mfa_enabled;
const codesLeft = async (session: string) =>
  body<{ remaining: number }>(await call('GET', '/v1/mfa/recovery_codes', session)).data.remaining;
const pendingSignIn = async (email: string) =>
  body<{ mfa_token: string }>(await login(t.app, email, strongPassword)).data.mfa_token;
const ownLog = async (userId: string) =>
  t.database.db
    .select()
    .from(operationLogs)
    .where(eq(operationLogs.operatorUserId, userId))
    .orderBy(operationLogs.timeCreated);
const userIdOf = async (email: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id as string;

/**
 * The previous step's code stays inside the ±1 window only until the next step starts: near the
 * end of a step, wait for the next one (at most 5 s), so the request can't cross two boundaries.
 */
const previousStepCode = async (secret: string) => {
  const left = 30 - ((Date.now() / 1000) % 30);
  if (left < 5) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 50));
  return totpCode(secret, totpStep() - 1);
};

/** A user of their own with 2FA on (the code of the previous step, so later steps stay free). */
const userWithMfa = async (email: string) => {
  const session = await signUp(t.app, t.database.db, email);
  const secret = body<{ secret: string }>(await call('GET', '/v1/mfa/qrcode', session)).data.secret;
  const otp = await previousStepCode(secret);
  const enabled = await call('POST', '/v1/mfa/enable', session, {
    otp,
    password: strongPassword,
  });
  expect(enabled.statusCode).toBe(200);
  const codes = body<{ recovery_codes: string[] }>(enabled).data.recovery_codes;
  return { session, secret, codes, userId: await userIdOf(email) };
};

let secret: string;
let mfaSession: string;

describe('two-factor authentication', () => {
  it('is turned on with the password and a code from the scanned secret, stored encrypted, and signs out other sessions', async () => {
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
      password: strongPassword,
    });
    expect(wrong.statusCode).toBe(422);
    expect(body(wrong).error.message).toBe('Failed to verify OTP');
    const malformed = await call('POST', '/v1/mfa/enable', token, { otp: '12345', password: strongPassword });
    expect(malformed.statusCode).toBe(422);

    // A session alone (a stolen one) can't bind an authenticator: the password is asked too.
    const noPassword = await call('POST', '/v1/mfa/enable', token, { otp: totpCode(secret, totpStep() - 1) });
    expect(noPassword.statusCode).toBe(422);
    expect(body(noPassword).error.code).toBe('validation_failed');
    const wrongPassword = await call('POST', '/v1/mfa/enable', token, {
      otp: totpCode(secret, totpStep() - 1),
      password: 'Not#ThePassword1',
    });
    expect(wrongPassword.statusCode).toBe(422);
    expect(body(wrongPassword).error.message).toBe('The current password is incorrect.');
    expect(await mfaEnabled(token)).toBe(false);

    // The previous step's code is still inside the ±1 window.
    const ok = await call('POST', '/v1/mfa/enable', token, {
      otp: await previousStepCode(secret),
      password: strongPassword,
    });
    expect(ok.statusCode).toBe(200);
    // Ten distinct one-time codes, shown this once; only their SHA-256 is stored.
    const codes = body<{ recovery_codes: string[] }>(ok).data.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
    const userId = await userIdOf('mfa@example.com');
    const stored = await t.database.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
    expect(stored.map((row) => row.codeHash).sort()).toEqual(codes.map(hashRecoveryCode).sort());
    expect(stored.map((row) => row.codeHash)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^[0-9a-f]{64}$/)]),
    );
    const everything = JSON.stringify(await t.database.db.select().from(mfaRecoveryCodes));
    for (const code of codes) {
      expect(everything).not.toContain(code);
      expect(everything).not.toContain(code.replace('-', ''));
    }
    expect(await codesLeft(token)).toBe(10);
    expect((await ownLog(userId)).map((row) => [row.sourceType, row.action, row.accountId])).toEqual([
      ['twoFactor', 'created', null],
    ]);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'mfa@example.com'));
    expect(row?.mfaSecret).toMatch(/^v1\./);
    expect(row?.mfaSecret).not.toContain(secret);
    expect((await call('GET', '/v1/current_user', other)).statusCode).toBe(401);
    expect(body<{ mfa_enabled: boolean }>(await call('GET', '/v1/current_user', token)).data.mfa_enabled).toBe(true);
    // Replacing the authenticator is not a setup: the active secret stays until 2FA is turned off.
    expect((await call('GET', '/v1/mfa/qrcode', token)).json().error.code).toBe('mfa_already_enabled');
    const replace = await call('POST', '/v1/mfa/enable', token, {
      otp: totpCode(secret, totpStep()),
      password: strongPassword,
    });
    expect(replace.json().error.code).toBe('mfa_already_enabled');
    expect(await codesLeft(token)).toBe(10);
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

  it('is not turned off without a current code or a recovery code', async () => {
    // The wrong codes above locked sign-in; wrong codes here count toward the same lockout.
    await t.database.db.delete(loginFailures);
    for (const payload of [{}, { otp: '' }, { otp: '12345' }, { recovery_code: 'short' }]) {
      const refused = await call('POST', '/v1/mfa/disable', token, payload);
      expect(refused.statusCode).toBe(422);
      expect(body(refused).error.code).toBe('validation_failed');
    }
    const both = await call('POST', '/v1/mfa/disable', token, { otp: '123456', recovery_code: 'aaaaa-bbbbb' });
    expect(both.statusCode).toBe(422);
    const zh = await t.app.inject({
      method: 'POST',
      url: '/v1/mfa/disable',
      remoteAddress: randomIp(),
      headers: { ...bearer(token), 'accept-language': 'zh-CN' },
      payload: {},
    });
    expect(JSON.stringify(body(zh).error)).toContain('请输入身份验证器中的 6 位验证码或一个恢复码。');

    const wrongCode = await call('POST', '/v1/mfa/disable', token, { otp: totpCode(secret, totpStep() + 5) });
    expect(wrongCode.statusCode).toBe(422);
    expect(body(wrongCode).error.message).toBe('Failed to verify OTP');
    // The code that signed in a moment ago is spent.
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'mfa@example.com'));
    const replay = await call('POST', '/v1/mfa/disable', token, {
      otp: totpCode(secret, Number(row?.mfaLastStep)),
    });
    expect(replay.statusCode).toBe(422);
    const wrongRecovery = await call('POST', '/v1/mfa/disable', token, { recovery_code: 'aaaaa-bbbbb' });
    expect(wrongRecovery.statusCode).toBe(422);
    expect(body(wrongRecovery).error.message).toBe('This recovery code is not valid or has already been used.');
    expect(await mfaEnabled(token)).toBe(true);
    expect(await codesLeft(token)).toBe(10);
    await t.database.db.delete(loginFailures);
  });

  it('is turned off with a current code, good once, signing out other sessions', async () => {
    // The sign-in above spent the next step's code; as if it had been a minute ago.
    await t.database.db
      .update(users)
      .set({ mfaLastStep: totpStep() - 2 })
      .where(eq(users.email, 'mfa@example.com'));
    const off = await call('POST', '/v1/mfa/disable', token, { otp: totpCode(secret, totpStep()) });
    expect(off.statusCode).toBe(200);
    expect(await mfaEnabled(token)).toBe(false);
    expect(await codesLeft(token)).toBe(0);
    expect((await call('GET', '/v1/current_user', mfaSession)).statusCode).toBe(401);
    await t.database.db.delete(loginFailures);
    expect(
      body<{ mfa_required: boolean }>(await login(t.app, 'mfa@example.com', strongPassword)).data.mfa_required,
    ).toBe(false);
    expect((await call('POST', '/v1/mfa/disable', token, { otp: '123456' })).json().error.code).toBe('mfa_not_enabled');
    const userId = await userIdOf('mfa@example.com');
    expect((await ownLog(userId)).map((log) => [log.sourceType, log.action])).toEqual([
      ['twoFactor', 'created'],
      ['twoFactor', 'deleted'],
    ]);
  });

  it('is turned off with a recovery code (typed any case, without the hyphen), logged and emailed', async () => {
    const user = await userWithMfa('mfa.recovery-off@example.com');
    const other = body<{ token: string }>(
      await recoveryLogin(await pendingSignIn('mfa.recovery-off@example.com'), user.codes[0] as string),
    ).data.token;
    const code = user.codes[1] as string;
    const off = await call('POST', '/v1/mfa/disable', user.session, {
      recovery_code: code.replace('-', '').toUpperCase(),
    });
    expect(off.statusCode).toBe(200);
    expect(await mfaEnabled(user.session)).toBe(false);
    expect((await call('GET', '/v1/current_user', other)).statusCode).toBe(401);
    // The other codes go with 2FA.
    expect(await t.database.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, user.userId))).toEqual(
      [],
    );
    // Rows of one transaction share its time: compared as a set.
    const log = (await ownLog(user.userId)).map((row) => [row.sourceType, row.action, row.description]);
    expect(log).toHaveLength(4);
    expect(log).toEqual(
      expect.arrayContaining([
        ['twoFactor', 'created', 'enabled'],
        ['recoveryCode', 'used', 'sign_in'],
        ['recoveryCode', 'used', 'disable'],
        ['twoFactor', 'deleted', 'disabled'],
      ]),
    );
    const email = await lastEmail(t.database.db, 'mfa.recovery-off@example.com', 'recovery_code_mfa_disabled');
    expect(email?.subject).toBe('Two-factor authentication was turned off with a recovery code');
    expect(email?.text).toContain('http://localhost:3000/profile?tab=profile');
  });
});

describe('recovery codes', () => {
  it('sign in once each: a second use is refused, and each use is logged and emailed', async () => {
    const user = await userWithMfa('mfa.recovery@example.com');
    const code = user.codes[3] as string;
    const signedIn = await recoveryLogin(await pendingSignIn('mfa.recovery@example.com'), code);
    expect(signedIn.statusCode).toBe(200);
    const session = body<{ token: string }>(signedIn).data.token;
    expect((await call('GET', '/v1/current_user', session)).statusCode).toBe(200);
    expect(await codesLeft(session)).toBe(9);

    const again = await recoveryLogin(await pendingSignIn('mfa.recovery@example.com'), code);
    expect(again.statusCode).toBe(401);
    expect(body(again).error.message).toBe('Two-factor code verification failed. Please try again.');
    const malformed = await recoveryLogin(await pendingSignIn('mfa.recovery@example.com'), 'not-a-code');
    expect(malformed.statusCode).toBe(422);

    const used = (await ownLog(user.userId)).filter((log) => log.sourceType === 'recoveryCode');
    expect(used.map((log) => [log.action, log.description, log.operatorEmail, log.accountId])).toEqual([
      ['used', 'sign_in', 'mfa.recovery@example.com', null],
    ]);
    const email = await lastEmail(t.database.db, 'mfa.recovery@example.com', 'recovery_code_sign_in');
    expect(email?.subject).toBe('A recovery code was used to sign in to Paydeck');
    expect(email?.text).toContain('9 unused recovery codes are left');
    // The user's own activity log shows it, without an account.
    const page = body<{ list: { source_type: string; action: string; account_id: string | null }[] }>(
      await call('GET', '/v1/operations', session),
    ).data.list;
    expect(page.map((row) => [row.source_type, row.action, row.account_id])).toEqual(
      expect.arrayContaining([['recoveryCode', 'used', null]]),
    );
  });

  it('let exactly one of ten concurrent sign-ins with the same code in', async () => {
    const user = await userWithMfa('mfa.race@example.com');
    const pending = [];
    for (let i = 0; i < 10; i += 1) pending.push(await pendingSignIn('mfa.race@example.com'));
    const code = user.codes[0] as string;
    const results = await Promise.all(pending.map((mfaToken) => recoveryLogin(mfaToken, code)));
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 401, 401, 401, 401, 401, 401, 401, 401, 401]);
    expect(await codesLeft(user.session)).toBe(9);
    const used = (await ownLog(user.userId)).filter((log) => log.action === 'used');
    expect(used).toHaveLength(1);
  });

  it('are replaced with the password: the old ones stop working, the new ones work', async () => {
    const user = await userWithMfa('mfa.regenerate@example.com');
    const noPassword = await call('POST', '/v1/mfa/recovery_codes', user.session, {});
    expect(noPassword.statusCode).toBe(422);
    const wrong = await call('POST', '/v1/mfa/recovery_codes', user.session, { password: 'Not#ThePassword1' });
    expect(wrong.statusCode).toBe(422);
    expect(body(wrong).error.code).toBe('password_incorrect');

    const renewed = await call('POST', '/v1/mfa/recovery_codes', user.session, { password: strongPassword });
    expect(renewed.statusCode).toBe(200);
    const codes = body<{ recovery_codes: string[] }>(renewed).data.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(codes.filter((code) => user.codes.includes(code))).toEqual([]);
    expect(await codesLeft(user.session)).toBe(10);

    const old = await recoveryLogin(await pendingSignIn('mfa.regenerate@example.com'), user.codes[0] as string);
    expect(old.statusCode).toBe(401);
    const fresh = await recoveryLogin(await pendingSignIn('mfa.regenerate@example.com'), codes[0] as string);
    expect(fresh.statusCode).toBe(200);

    expect(
      (await ownLog(user.userId)).filter((log) => log.sourceType === 'recoveryCode').map((log) => log.action),
    ).toEqual(['created', 'used']);
    const email = await lastEmail(t.database.db, 'mfa.regenerate@example.com', 'recovery_codes_regenerated');
    expect(email?.subject).toBe('New 2FA recovery codes for Paydeck');

    const plain = await signUp(t.app, t.database.db, 'mfa.none@example.com');
    expect((await call('POST', '/v1/mfa/recovery_codes', plain, { password: strongPassword })).json().error.code).toBe(
      'mfa_not_enabled',
    );
  });
});
