import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { startAppProcess } from '../../../test/app-process.ts';
import { testDatabaseKind } from '../../../test/database.ts';
import { bearer } from '../../../test/identity.ts';
import { createKeys } from '../../../test/merchant-api.ts';
import { disableMerchant, signUpMerchant } from '../../../test/merchants.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const listWith = (key: string) => t.app.inject({ method: 'GET', url: '/api/payments', headers: bearer(key) });

/** Rolls a test-mode key from the dashboard, ending the old one at once. */
const rollNow = (token: string, keyId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/keys/${keyId}/roll`,
    headers: bearer(token),
    payload: { livemode: 0, expires_in: 'now' },
  });

const merchantWithKeys = async (email: string) => {
  const owner = await signUpMerchant(t, email, 'Cache Ltd');
  return { owner, keys: await createKeys(t, owner.token, false) };
};

describe('API keys held in memory', () => {
  it('serves a key it has seen without looking it up, until its row changes', async () => {
    const { keys } = await merchantWithKeys('cache-seen@example.com');
    expect((await listWith(keys.secret)).statusCode).toBe(200);
    // The stored hash changed unannounced: a lookup would find no such key, memory still does.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`alter table api_keys disable trigger api_keys_access_notify`);
      await tx.execute(sql`update api_keys set token_hash = 'changed' where id = ${keys.secretId}`);
      await tx.execute(sql`alter table api_keys enable trigger api_keys_access_notify`);
    });
    expect((await listWith(keys.secret)).statusCode).toBe(200);
    // Any announced change of the key drops it: the lookup now misses.
    await t.database.db.execute(sql`update api_keys set time_rolled = null where id = ${keys.secretId}`);
    await t.app.apiKeys.sync();
    const refused = await listWith(keys.secret);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error: { code: 'api_key_invalid' } });
  });

  it("drops a key when its merchant changes: a disabled merchant's key is refused", async () => {
    const { owner, keys } = await merchantWithKeys('cache-merchant@example.com');
    expect((await listWith(keys.secret)).statusCode).toBe(200);
    await disableMerchant(t, owner.merchantId);
    expect((await listWith(keys.secret)).statusCode).toBe(403);
  });

  it('stops a key rolled with "now" at once in the process that rolled it', async () => {
    const { owner, keys } = await merchantWithKeys('cache-roll@example.com');
    expect((await listWith(keys.secret)).statusCode).toBe(200);
    expect((await rollNow(owner.token, keys.secretId)).statusCode).toBe(200);
    expect((await listWith(keys.secret)).json()).toMatchObject({ error: { code: 'api_key_expired' } });
  });

  it.runIf(testDatabaseKind() === 'postgres')(
    'stops a revoked key in another process within a second',
    { timeout: 30_000 },
    async () => {
      const { owner, keys } = await merchantWithKeys('cache-other@example.com');
      const other = await startAppProcess(t.database.url ?? '');
      try {
        const listThere = async () =>
          (await fetch(`${other.origin}/api/payments`, { headers: bearer(keys.secret) })).status;
        // The other process has the key in memory now.
        expect(await listThere()).toBe(200);
        expect(await listThere()).toBe(200);
        expect((await rollNow(owner.token, keys.secretId)).statusCode).toBe(200);
        const revokedAt = performance.now();
        await expect.poll(listThere, { timeout: 1_000, interval: 10 }).toBe(401);
        expect(performance.now() - revokedAt).toBeLessThan(1_000);
      } finally {
        await other.stop();
      }
    },
  );
});
