import type { RolledApiKey } from '@paydeck/contract/api-keys';
import { livemodeBodyField } from '@paydeck/contract/merchant-api';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { testDatabaseKind } from '../../test/database.ts';
import { bearer, body } from '../../test/identity.ts';
import { createKeys, type TestKeys } from '../../test/merchant-api.ts';
import { activateAccount, signUpMerchant, type TestOwner } from '../../test/merchants.ts';
import { customers } from '../db/schema/customers.ts';
import { apiKeys } from '../db/schema/developers.ts';
import { idempotencyKeys } from '../db/schema/idempotency.ts';
import { operationLogs } from '../db/schema/operations.ts';
import { files } from '../db/schema/system.ts';
import { pruneExpiredKeys } from '../infra/idempotency/idempotency.repository.ts';
import type { OpenApiDocument } from '../infra/openapi.ts';

/**
 * A write that, with its key taken, waits for the test to let it finish, and counts how often it
 * ran. It waits in its handler, in the transaction that holds its key.
 */
const slow = { runs: 0, release: () => {} };
const probes = (app: FastifyInstance) => {
  app.post(
    '/api/probe/slow',
    {
      config: { permission: 'member' },
      schema: { body: z.object({ livemode: livemodeBodyField, n: z.number().int() }) },
    },
    async (request) => {
      slow.runs += 1;
      await new Promise<void>((resolve) => {
        slow.release = resolve;
      });
      return { success: true, data: { n: (request.body as { n: number }).n } };
    },
  );
  app.post(
    '/api/probe/crash',
    { config: { permission: 'member' }, schema: { body: z.object({ livemode: livemodeBodyField }) } },
    () => {
      throw new Error('probe crash');
    },
  );
};

let t: TestApp;
let owner: TestOwner;
let keys: TestKeys;
beforeAll(async () => {
  t = await createTestApp({ routes: probes });
  owner = await signUpMerchant(t, 'idem-owner@example.com', 'Idempotent Ltd');
  await activateAccount(t, owner.accountId);
  keys = await createKeys(t, owner.token, false);
});
afterAll(() => t.close());

const rollSecret = (idempotencyKey: string | undefined, expiresIn = '24h', token = keys.secret) =>
  t.app.inject({
    method: 'POST',
    url: `/api/keys/${keys.secretId}/roll`,
    headers: {
      ...bearer(token === keys.secret ? owner.token : token),
      'accept-language': 'en-US',
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    payload: { livemode: 0, expires_in: expiresIn },
  });

const secretKeysOfAccount = () =>
  t.database.db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.accountId, owner.accountId), eq(apiKeys.type, 'secret'), eq(apiKeys.livemode, false)));

const rollLog = () =>
  t.database.db
    .select()
    .from(operationLogs)
    .where(and(eq(operationLogs.accountId, owner.accountId), eq(operationLogs.action, 'updated')));

const useRolled = (res: { body: string }) => {
  const rolled = JSON.parse(res.body) as { data: RolledApiKey };
  keys = { ...keys, secretId: rolled.data.key.id };
};

describe('Idempotency-Key on /api/* writes', () => {
  it('replays the first response to a retry with the same key and request, without acting again', async () => {
    const first = await rollSecret('retry-1');
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const rolled = body<RolledApiKey>(first).data;
    expect(rolled.key.key).toMatch(/^sk_test_[0-9A-Za-z]{43}$/);

    const retry = await rollSecret('retry-1');
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    // The secret was shown once: the stored answer has it masked.
    expect(body<RolledApiKey>(retry).data).toEqual({
      ...rolled,
      key: { ...rolled.key, key: `sk_test_…${rolled.key.key.slice(-4)}` },
    });
    expect(await secretKeysOfAccount()).toHaveLength(2);
    expect(await rollLog()).toHaveLength(1);
    const [stored] = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'retry-1'));
    expect(stored?.responseBody).not.toContain(rolled.key.key);
    useRolled(first);
  });

  it('refuses the same key with a different request (422)', async () => {
    const res = await rollSecret('retry-1', '7d');
    expect(res.statusCode).toBe(422);
    expect(body(res).error).toMatchObject({
      code: 'idempotency_key_reused',
      type: 'idempotency_error',
      message: 'This Idempotency-Key was already used with a different request. Use a new key for a new request.',
    });
  });

  it('replays refusals too: a failed first attempt answers the same to its retry', async () => {
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/keys',
      headers: { ...bearer(owner.token), 'idempotency-key': 'create-again' },
      payload: { livemode: 0 },
    });
    expect(first.statusCode).toBe(409);
    const retry = await t.app.inject({
      method: 'POST',
      url: '/api/keys',
      headers: { ...bearer(owner.token), 'idempotency-key': 'create-again' },
      payload: { livemode: '0' },
    });
    expect(retry.statusCode).toBe(409);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(body(retry).error.code).toBe('api_keys_exist');
  });

  it('runs exactly one of 10 identical concurrent requests; the others wait (409) or replay it', async () => {
    const before = await secretKeysOfAccount();
    const results = await Promise.all(Array.from({ length: 10 }, () => rollSecret('burst-1')));
    const statuses = results.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    for (const res of results.filter((r) => r.statusCode === 409)) {
      expect(body(res).error.code).toBe('idempotency_in_progress');
    }
    const fresh = results.filter((res) => res.statusCode === 200 && !res.headers['idempotent-replayed']);
    expect(fresh).toHaveLength(1);
    expect(await secretKeysOfAccount()).toHaveLength(before.length + 1);
    expect(await rollLog()).toHaveLength(2);
    useRolled(fresh[0] as { body: string });
  });

  it('answers 409 while the first request still runs (PostgreSQL), then replays it once done', async () => {
    slow.runs = 0;
    const send = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/probe/slow',
        headers: { ...bearer(owner.token), 'idempotency-key': 'slow-1', 'accept-language': 'en-US' },
        payload: { livemode: 0, n },
      });
    const first = send(1);
    while (slow.runs === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    if (testDatabaseKind() === 'postgres') {
      const duplicate = await send(1);
      expect(duplicate.statusCode).toBe(409);
      expect(body(duplicate).error).toMatchObject({
        code: 'idempotency_in_progress',
        message: 'A request with this Idempotency-Key is still being processed. Retry in a moment.',
      });
    } else {
      // PGlite has one connection: the duplicate waits for the first's transaction, then replays it.
      const duplicate = send(1);
      slow.release();
      const waited = await duplicate;
      expect(waited.headers['idempotent-replayed']).toBe('true');
      expect(waited.json()).toEqual({ success: true, data: { n: 1 } });
    }
    slow.release();
    expect((await first).json()).toEqual({ success: true, data: { n: 1 } });
    const replay = await send(1);
    expect(replay.json()).toEqual({ success: true, data: { n: 1 } });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(slow.runs).toBe(1);
  });

  it('scopes keys per account and mode', async () => {
    const send = (headers: Record<string, string>, livemode: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/probe/slow',
        headers: { ...headers, 'idempotency-key': 'shared-key' },
        payload: { livemode, n: 7 },
      });
    const other = await signUpMerchant(t, 'idem-other@example.com', 'Other Idempotent Ltd');
    slow.runs = 0;
    for (const [headers, livemode] of [
      [bearer(owner.token), 0],
      [bearer(owner.token), 1],
      [bearer(other.token), 0],
    ] as const) {
      const pending = send(headers, livemode);
      while (slow.runs === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      slow.runs = 0;
      slow.release();
      const res = await pending;
      expect(res.statusCode).toBe(200);
      expect(res.headers['idempotent-replayed']).toBeUndefined();
    }
  });

  it('keeps a server error for replays too, so a retry never runs twice', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/probe/crash',
        headers: { ...bearer(owner.token), 'idempotency-key': 'crash-1' },
        payload: { livemode: 0 },
      });
    expect((await send()).statusCode).toBe(500);
    const retry = await send();
    expect(retry.statusCode).toBe(500);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).not.toContain('probe crash');
  });

  it('fingerprints an upload by its file: the same file replays, another file or name under the key is 422', async () => {
    const upload = (key: string, filename: string, data: Buffer) => {
      const boundary = '----paydeck-idempotency';
      return t.app.inject({
        method: 'POST',
        url: '/api/files?purpose=dispute_evidence',
        headers: {
          authorization: `Bearer ${keys.secret}`,
          'accept-language': 'en-US',
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'idempotency-key': key,
        },
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
              'Content-Type: application/pdf\r\n\r\n',
          ),
          data,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
    };
    const receipt = Buffer.from('%PDF-1.7\n% signed receipt\n');
    const storedFiles = () => t.database.db.select().from(files).where(eq(files.accountId, owner.accountId));

    const first = await upload('upload-1', 'receipt.pdf', receipt);
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const retry = await upload('upload-1', 'receipt.pdf', Buffer.from(receipt));
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());

    // Same query, same size, another byte: another request.
    const otherFile = await upload('upload-1', 'receipt.pdf', Buffer.from('%PDF-1.7\n% forged receipt\n'));
    expect(otherFile.statusCode).toBe(422);
    expect(body(otherFile).error.code).toBe('idempotency_key_reused');
    const renamed = await upload('upload-1', 'receipt-2.pdf', receipt);
    expect(renamed.statusCode).toBe(422);
    expect(body(renamed).error.code).toBe('idempotency_key_reused');
    expect(await storedFiles()).toHaveLength(1);

    // A refusal of the file itself is kept for its retries too.
    const notPdf = Buffer.from('MZ not a document');
    const refused = await upload('upload-2', 'tool.pdf', notPdf);
    expect(refused.statusCode).toBe(415);
    const refusedAgain = await upload('upload-2', 'tool.pdf', notPdf);
    expect(refusedAgain.statusCode).toBe(415);
    expect(refusedAgain.headers['idempotent-replayed']).toBe('true');
    expect(await storedFiles()).toHaveLength(1);
  });

  it('runs every request without a key, and validates the key (1–255 characters)', async () => {
    expect((await rollSecret(undefined)).statusCode).toBe(200);
    const long = await rollSecret('k'.repeat(256));
    expect(long.statusCode).toBe(422);
    expect(long.json().error.details).toEqual([expect.objectContaining({ field: 'idempotency-key', code: 'too_big' })]);
  });

  it('frees a key after its 24 hours, or when the process that took it died', async () => {
    await t.database.db
      .update(idempotencyKeys)
      .set({ timeExpired: sql`now() - interval '1 second'` })
      .where(eq(idempotencyKeys.key, 'retry-1'));
    // Past its 24 hours a key may serve another request.
    const reused = await rollSecret('retry-1', '7d');
    expect(reused.statusCode).toBe(409);
    expect(body(reused).error.code).toBe('api_key_rolled');
    expect(reused.headers['idempotent-replayed']).toBeUndefined();
    // Its refusal is kept for its retries, over the expired row.
    expect((await rollSecret('retry-1', '7d')).headers['idempotent-replayed']).toBe('true');

    await t.database.db
      .update(idempotencyKeys)
      .set({ status: 'in_progress', responseStatus: null, timeLocked: sql`now() - interval '10 minutes'` })
      .where(eq(idempotencyKeys.key, 'slow-1'));
    slow.runs = 0;
    const pending = t.app.inject({
      method: 'POST',
      url: '/api/probe/slow',
      headers: { ...bearer(owner.token), 'idempotency-key': 'slow-1' },
      payload: { livemode: 0, n: 1 },
    });
    while (slow.runs === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    slow.release();
    expect((await pending).statusCode).toBe(200);
  });

  it('prunes keys past their 24 hours', async () => {
    await t.database.db
      .update(idempotencyKeys)
      .set({ timeExpired: sql`now() - interval '1 second'` })
      .where(eq(idempotencyKeys.key, 'crash-1'));
    expect(await pruneExpiredKeys(t.database.db)).toBe(1);
    const left = await t.database.db.select().from(idempotencyKeys);
    expect(left.map((row) => row.key)).not.toContain('crash-1');
    expect(left.length).toBeGreaterThan(0);
  });

  it('documents the header on every /api/* write', () => {
    const doc = t.app.swagger() as unknown as OpenApiDocument;
    const writes = Object.entries(doc.paths ?? {})
      .filter(([path]) => path.startsWith('/api/'))
      .flatMap(([path, methods]) =>
        Object.entries(methods)
          .filter(([method]) => method !== 'get')
          .map(([method, operation]) => ({ label: `${method} ${path}`, operation })),
      );
    expect(writes.length).toBeGreaterThanOrEqual(3);
    // A payout verification counts every attempt, so it takes no key (plugins/idempotency.ts).
    const withoutKey = new Set(['post /api/payouts/{id}/verify', 'post /api/payouts/{id}/verification_code']);
    for (const { label, operation } of writes) {
      expect(
        operation.parameters?.some((p) => p.in === 'header' && p.name === 'idempotency-key'),
        label,
      ).toBe(!withoutKey.has(label));
    }
  });
});

describe("Idempotency-Key with an API key (claimed with the request's rate-limit hit)", () => {
  const createCustomer = (idempotencyKey: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: { ...bearer(keys.secret), 'idempotency-key': idempotencyKey, 'accept-language': 'en-US' },
      payload,
    });
  const customersNamed = (lastName: string) =>
    t.database.db
      .select()
      .from(customers)
      .where(and(eq(customers.accountId, owner.accountId), eq(customers.lastName, lastName)));
  const keyRow = async (key: string) =>
    (await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)))[0];

  it('replays the first answer to a retry, and refuses the key with another body (422)', async () => {
    const first = await createCustomer('sk-retry', { first_name: 'Mei', last_name: 'Retry' });
    expect(first.statusCode).toBe(200);
    const retry = await createCustomer('sk-retry', { last_name: 'Retry', first_name: 'Mei' });
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await customersNamed('Retry')).toHaveLength(1);
    expect((await keyRow('sk-retry'))?.status).toBe('completed');

    const other = await createCustomer('sk-retry', { first_name: 'Wing', last_name: 'Retry' });
    expect(other.statusCode).toBe(422);
    expect(body(other).error.code).toBe('idempotency_key_reused');
  });

  it('gives the key back when the request is refused before it runs, so the corrected retry runs', async () => {
    const refused = await createCustomer('sk-fix', { first_name: 'Mei' });
    expect(body(refused).error.code).toBe('validation_failed');
    expect(await keyRow('sk-fix')).toBeUndefined();
    const mismatch = await createCustomer('sk-fix', { first_name: 'Mei', last_name: 'Fixed', livemode: 1 });
    expect(body(mismatch).error.code).toBe('livemode_mismatch');
    expect(await keyRow('sk-fix')).toBeUndefined();

    const corrected = await createCustomer('sk-fix', { first_name: 'Mei', last_name: 'Fixed' });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.headers['idempotent-replayed']).toBeUndefined();
    expect(await customersNamed('Fixed')).toHaveLength(1);
  });

  it('runs exactly one of 10 identical concurrent requests', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, () => createCustomer('sk-burst', { first_name: 'Mei', last_name: 'Burst' })),
    );
    const statuses = results.map((res) => res.statusCode);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    expect(results.filter((res) => res.statusCode === 200 && !res.headers['idempotent-replayed'])).toHaveLength(1);
    expect(await customersNamed('Burst')).toHaveLength(1);
  });
});
