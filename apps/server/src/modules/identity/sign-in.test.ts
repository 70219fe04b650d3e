import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, body, login, signUp, strongPassword } from '../../../test/identity.ts';
import { loginHistories, sessions } from '../../db/schema/identity.ts';

let t: TestApp;
let second: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A second server process on the same database: limits and lockouts must hold across both.
  second = await createTestApp({ database: t.database });
  await signUp(t.app, t.database.db, 'owner@example.com');
  await signUp(t.app, t.database.db, 'locked@example.com');
  await signUp(t.app, t.database.db, 'history@example.com');
});
afterAll(async () => {
  await second.close();
  await t.close();
});

describe('POST /v1/login', () => {
  it('signs in for 12 hours, or a week when kept signed in', async () => {
    const now = Date.now() / 1000;
    const short = body<{ token: string; expires_at: number; mfa_required: boolean }>(
      await login(t.app, 'owner@example.com', strongPassword),
    ).data;
    expect(short.mfa_required).toBe(false);
    expect(short.token).toMatch(/^[\w-]{43}$/);
    expect(short.expires_at - now).toBeGreaterThan(12 * 3600 - 60);
    expect(short.expires_at - now).toBeLessThan(12 * 3600 + 60);
    const long = body<{ expires_at: number }>(
      await login(t.app, 'OWNER@example.com', strongPassword, { remember: true }),
    ).data;
    expect(long.expires_at - now).toBeGreaterThan(7 * 86400 - 60);
    // Only the hash of the token is stored.
    const stored = await t.database.db.select({ hash: sessions.tokenHash }).from(sessions);
    expect(stored.some((row) => row.hash === short.token)).toBe(false);
  });

  it('answers an unknown email and a wrong password identically', async () => {
    const unknown = await login(t.app, 'nobody@example.com', 'Wrong#pass1');
    const wrong = await login(t.app, 'owner@example.com', 'Wrong#pass1');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().error).toMatchObject({ code: 'login_failed', message: 'Login failed, invalid accounts!' });
  });

  it('sends the database the same statements for an unknown email as for a wrong password', async () => {
    const user = 'statements@example.com';
    await signUp(t.app, t.database.db, user);
    // The real driver, counted: every statement either app instance sends goes through it.
    const driver = (t.database.kind === 'pglite' ? t.database.pglite : t.database.pool) as unknown as {
      query: (...args: unknown[]) => Promise<unknown>;
    };
    const query = driver.query;
    let sent = 0;
    driver.query = (...args) => {
      sent += 1;
      return query.apply(driver, args);
    };
    const statements = async (email: string) => {
      const before = sent;
      expect((await login(t.app, email, 'Wrong#pass2')).statusCode).toBe(401);
      return sent - before;
    };
    try {
      const unknown = [await statements('nobody-a@example.com'), await statements('nobody-b@example.com')];
      const wrong = [await statements(user), await statements(user)];
      expect(unknown[0]).toBeGreaterThan(0);
      expect(wrong).toEqual(unknown);
    } finally {
      driver.query = query;
    }
  });

  it('locks an address for 30 minutes after 10 failures, across server processes, and says when it unlocks', async () => {
    const apps = [t.app, second.app];
    const answers = [];
    for (let i = 0; i < 10; i += 1)
      answers.push(await login(apps[i % 2] as TestApp['app'], 'locked@example.com', 'Wrong#pass1'));
    expect(answers.slice(0, 9).map((r) => r.statusCode)).toEqual(Array(9).fill(401));
    expect(answers[9]?.statusCode).toBe(423);
    expect(answers[9]?.json().error.message).toBe(
      'Too many failed sign-in attempts. Sign-in is locked; try again in 30 minutes.',
    );
    // Even the right password is refused now, from either process.
    const right = await login(second.app, 'locked@example.com', strongPassword);
    expect(right.statusCode).toBe(423);
    expect(right.json().error.code).toBe('account_locked');
    // An unknown address locks exactly the same way.
    const ghost = [];
    for (let i = 0; i < 10; i += 1)
      ghost.push(await login(apps[i % 2] as TestApp['app'], 'ghost@example.com', 'Wrong#pass1'));
    expect(ghost.map((r) => r.statusCode)).toEqual([...Array(9).fill(401), 423]);
    // Once the lock has passed, the right password works again.
    await t.database.db.execute(sql`update login_failures set time_unlocked = now() - interval '1 second'`);
    expect((await login(t.app, 'locked@example.com', strongPassword)).statusCode).toBe(200);
  });

  it('counts concurrent failures from two processes exactly', async () => {
    await signUp(t.app, t.database.db, 'race@example.com');
    const attempts = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login((i % 2 ? second : t).app, 'race@example.com', 'Wrong#pass1')),
    );
    const statuses = attempts.map((r) => r.statusCode);
    // The 10th failure locks; requests arriving after it see the lock.
    expect(statuses.filter((s) => s === 401).length).toBe(9);
    expect(statuses.filter((s) => s === 423).length).toBe(3);
  });

  it('limits sign-in attempts per IP address', async () => {
    const limited = await createTestApp({ database: t.database });
    try {
      const started = performance.now();
      const answers = await Promise.all(
        Array.from({ length: 35 }, (_, i) => login(limited.app, `ip${i}@example.com`, 'Wrong#pass1', {}, '192.0.2.7')),
      );
      const elapsed = (performance.now() - started) / 1000;
      const statuses = answers.map((r) => r.statusCode);
      // 30 at once, then one more every 2 s while they last.
      expect(statuses.filter((s) => s === 401).length).toBeGreaterThanOrEqual(30);
      expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(31 + Math.floor(elapsed / 2));
      expect(statuses).toContain(429);
    } finally {
      await limited.close();
    }
  });

  it('records successes and failures with device, IP and time, newest first, paged', async () => {
    const chrome =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    await t.app.inject({
      method: 'POST',
      url: '/v1/login',
      headers: { 'user-agent': chrome },
      payload: { email: 'history@example.com', password: 'Wrong#pass3' },
    });
    const ok = await t.app.inject({
      method: 'POST',
      url: '/v1/login',
      headers: { 'user-agent': chrome },
      payload: { email: 'history@example.com', password: strongPassword },
    });
    const token = body<{ token: string }>(ok).data.token;
    const page = await t.app.inject({
      method: 'GET',
      url: '/v1/login_histories?per_page=2',
      headers: { ...bearer(token), 'accept-language': 'en-US' },
    });
    const data = body<{
      list: { description: string; device: string; ip: string; time_login: number }[];
      total: number;
    }>(page).data;
    expect(data.list.map((row) => row.description)).toEqual(['success', 'failed_password']);
    expect(data.list.map((row) => row.device)).toEqual(['Chrome 131 on macOS', 'Chrome 131 on macOS']);
    // The same rows read in Chinese.
    const inChinese = await t.app.inject({
      method: 'GET',
      url: '/v1/login_histories?per_page=2',
      headers: { ...bearer(token), 'accept-language': 'zh-CN' },
    });
    expect(body<{ list: { device: string }[] }>(inChinese).data.list[1]?.device).toBe('macOS 上的 Chrome 131');
    expect(data.list[0]?.ip).toBe('127.0.0.1');
    expect(Math.abs((data.list[0]?.time_login ?? 0) - Date.now() / 1000)).toBeLessThan(30);
    // The failure and success above, plus the confirmation's sign-in.
    expect(data.total).toBe(3);
    const next = await t.app.inject({
      method: 'GET',
      url: '/v1/login_histories?per_page=2&page=2',
      headers: bearer(token),
    });
    expect(body<{ list: unknown[]; page: number }>(next).data.page).toBe(2);
    // Another user's history is never shown.
    const other = await login(t.app, 'owner@example.com', strongPassword);
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/v1/login_histories?per_page=100',
      headers: bearer(body<{ token: string }>(other).data.token),
    });
    const ownerId = body<{ list: { id: string }[] }>(theirs).data.list.map((row) => row.id);
    const historyRows = await t.database.db
      .select({ id: loginHistories.id, userId: loginHistories.userId })
      .from(loginHistories);
    const ownerUserIds = new Set(historyRows.filter((row) => ownerId.includes(row.id)).map((row) => row.userId));
    expect(ownerUserIds.size).toBe(1);
  });
});

describe('sessions', () => {
  it('logout revokes the session on the server', async () => {
    const token = body<{ token: string }>(await login(t.app, 'owner@example.com', strongPassword)).data.token;
    expect((await t.app.inject({ method: 'GET', url: '/v1/current_user', headers: bearer(token) })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'POST', url: '/v1/logout', headers: bearer(token) })).statusCode).toBe(200);
    const after = await second.app.inject({ method: 'GET', url: '/v1/current_user', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('unauthenticated');
  });

  it('an expired session is refused', async () => {
    const token = body<{ token: string }>(await login(t.app, 'owner@example.com', strongPassword)).data.token;
    await t.database.db
      .update(sessions)
      .set({ timeExpired: new Date(Date.now() - 1000) })
      .where(eq(sessions.admin, false));
    expect((await t.app.inject({ method: 'GET', url: '/v1/current_user', headers: bearer(token) })).statusCode).toBe(
      401,
    );
  });

  it('protected routes refuse a missing or malformed token', async () => {
    for (const headers of [{}, { authorization: 'Bearer nope' }, { authorization: 'Basic abc' }]) {
      expect((await t.app.inject({ method: 'GET', url: '/v1/current_user', headers })).statusCode).toBe(401);
    }
  });
});
