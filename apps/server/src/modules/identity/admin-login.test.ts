import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
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

describe('npm run ops -- admin-login-link', () => {
  it('prints a link for a user, and "User does not exist" for anyone else', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'paydeck-ops-'));
    const run = (args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/ops.ts', ...args], {
        cwd: path.resolve(import.meta.dirname, '../../..'),
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          PAYDECK_PUBLIC_URL: 'https://dash.example.com/merchant/',
        },
      });
    try {
      const seeded = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/seed.ts'], {
        cwd: path.resolve(import.meta.dirname, '../../..'),
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      });
      expect(seeded.stdout).toContain('seeded');
      const { stdout } = await run(['admin-login-link', 'demo@paydeck.dev']);
      expect(stdout).toMatch(/^https:\/\/dash\.example\.com\/merchant\/admin\/login\?token=[\w-]{43}\n$/);
      await expect(run(['admin-login-link', 'nobody@example.com'])).rejects.toMatchObject({
        code: 1,
        stderr: 'User does not exist\n',
      });
      await expect(run(['unknown-command'])).rejects.toMatchObject({ code: 2 });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
