import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer } from '../../test/identity.ts';
import { payinMerchant } from '../../test/payin.ts';
import { queryRows } from '../db/client.ts';
import type { OpenApiDocument } from '../infra/openapi.ts';

let t: TestApp;
let token: string;
let secretKey: string;
beforeAll(async () => {
  // Text made on the server, past the request check, to reach the database's own refusal.
  t = await createTestApp({
    routes: (app) =>
      app.post('/v1/probe/nul', { config: { rateLimit: false } }, async () => {
        await t.database.db.execute(sql`select ${'a\u0000b'}::text`);
        return { success: true };
      }),
  });
  const merchant = await payinMerchant(t, 'nul@example.com');
  token = merchant.token;
  secretKey = merchant.testKey;
});
afterAll(() => t.close());

/**
 * Rows in every table: a refused request changes none. Except the limits' counts: the limit is the
 * pipeline's first step, so every request counts, refused or not (the API limit's reach its table
 * in the background, a second later; a route's own abuse limit's at once).
 */
const rowCounts = async () => {
  const tables = await queryRows<{ name: string }>(
    t.database.db,
    sql`select tablename as name from pg_tables where schemaname = 'public' and tablename not in ('rate_limit_counters', 'rate_limit_buckets') order by tablename`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ${sql.identifier(name)}`,
    );
    counts[name] = row?.n ?? 0;
  }
  return counts;
};

const operations = () => {
  const doc = t.app.swagger() as unknown as OpenApiDocument;
  return Object.entries(doc.paths ?? {}).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
  );
};

describe('a NUL character anywhere in a request', () => {
  it('is refused on every operation (422 on the field, localized), and changes nothing', async () => {
    const before = await rowCounts();
    const refusals: string[] = [];
    for (const { method, path } of operations()) {
      const attempts = [
        ...(path.includes('{') ? [{ url: path.replace(/\{\w+\}/g, '%00'), payload: undefined }] : []),
        { url: `${path.replace(/\{\w+\}/g, 'x')}?probe=a%00b`, payload: undefined },
        ...(method === 'GET'
          ? []
          : [{ url: path.replace(/\{\w+\}/g, 'x'), payload: { livemode: 0, probe: 'a\u0000' } }]),
      ];
      for (const attempt of attempts) {
        const res = await t.app.inject({
          method: method as 'GET',
          url: attempt.url,
          headers: { ...bearer(token), 'accept-language': 'zh-CN' },
          ...(attempt.payload ? { payload: attempt.payload } : {}),
        });
        const error = res.json().error;
        if (
          res.statusCode !== 422 ||
          error?.details?.[0]?.message !== '请删除 NUL 字符（\\u0000）：文本中不能包含该字符。'
        ) {
          refusals.push(`${method} ${attempt.url}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(refusals).toEqual([]);
    expect(await rowCounts()).toEqual(before);
  });

  it("names the field, as for any invalid field, including the public checkout's path", async () => {
    const checkout = await t.app.inject({
      method: 'GET',
      url: '/v1/checkout/%00?token=t',
      headers: { 'accept-language': 'en-US' },
    });
    expect(checkout.statusCode).toBe(422);
    expect(checkout.json().error).toMatchObject({
      code: 'validation_failed',
      details: [
        {
          field: 'id',
          code: 'invalid_characters',
          message: 'Remove the NUL character (\\u0000): text cannot contain it.',
        },
      ],
    });
    const customer = await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: bearer(secretKey),
      payload: { first_name: 'Ada', last_name: 'Love\u0000lace', metadata: { ok: 'yes' } },
    });
    expect(customer.json().error.details).toEqual([expect.objectContaining({ field: 'last_name' })]);
  });

  it('answers text_not_storable (400), not a 500, for text the database itself refuses', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/probe/nul',
      headers: { ...bearer(token), 'accept-language': 'en-US' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'text_not_storable',
      message:
        'The request holds text that cannot be stored, such as a NUL character (\\u0000). Remove it and try again.',
    });
  });
});
