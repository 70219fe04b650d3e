import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { login, randomIp, signUp, strongPassword } from '../../../test/identity.ts';

// The real argon2 verification, recorded: which passwords were checked, in order.
const checks = vi.hoisted(() => ({ count: 0, passwords: [] as string[] }));
vi.mock('../../lib/passwords.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../lib/passwords.ts')>();
  return {
    ...real,
    verifyPassword: (hash: string, password: string) => {
      checks.count += 1;
      checks.passwords.push(password);
      return real.verifyPassword(hash, password);
    },
  };
});

let t: TestApp;
let second: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A second server process on the same database: the limit must hold across both.
  second = await createTestApp({ database: t.database });
});
afterAll(async () => {
  await second.close();
  await t.close();
});

describe('sign-in lockout under concurrency', () => {
  it('checks at most 10 passwords per address, however many sign-ins arrive at once', async () => {
    for (let trial = 0; trial < 4; trial += 1) {
      const email = `burst${trial}@example.com`;
      await signUp(t.app, t.database.db, email);
      const ip = randomIp();
      const before = checks.count;
      for (let i = 0; i < 9; i += 1) expect((await login(t.app, email, 'Wrong#pass1', {}, ip)).statusCode).toBe(401);
      expect(checks.count - before).toBe(9);

      // One check is left: 20 sign-ins at once from two processes, the right password among them.
      const right = trial * 5;
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          login((i % 2 ? second : t).app, email, i === right ? strongPassword : 'Wrong#pass1', {}, ip),
        ),
      );
      const statuses = answers.map((r) => r.statusCode);
      const burst = checks.passwords.slice(before + 9);
      if (burst[0] === strongPassword) {
        // The right password took the last check and signed in, which starts the count again. On a
        // slow machine the rest may arrive after that, and all 10 new checks get used: the 10th
        // locks and answers 423, not 401.
        expect(statuses[right]).toBe(200);
        expect(burst.length).toBeLessThanOrEqual(11);
        const lockedByTenth = burst.length === 11 ? 1 : 0;
        expect(statuses.filter((s) => s === 401)).toHaveLength(burst.length - 1 - lockedByTenth);
      } else {
        // A wrong password took the last check and locked: nothing else was checked, the right one included.
        expect(burst).toEqual(['Wrong#pass1']);
        expect(statuses).toEqual(Array(20).fill(423));
      }
    }
  });

  it('counts unknown addresses the same way', async () => {
    const ip = randomIp();
    const before = checks.count;
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        login((i % 2 ? second : t).app, 'nobody@example.com', 'Wrong#pass1', {}, ip),
      ),
    );
    expect(checks.count - before).toBe(10);
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(9);
    expect(statuses.filter((s) => s === 423)).toHaveLength(6);
  });

  it('gives the check back when the right password still needs a confirmed email', async () => {
    const email = 'unconfirmed@example.com';
    const registered = await t.app.inject({
      method: 'POST',
      url: '/v1/register',
      payload: { email, password: strongPassword, agreement: true },
    });
    expect(registered.statusCode).toBe(200);
    const ip = randomIp();
    for (let i = 0; i < 12; i += 1) expect((await login(t.app, email, strongPassword, {}, ip)).statusCode).toBe(403);
  });
});
