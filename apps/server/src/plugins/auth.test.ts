import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import type { OpenApiDocument } from '../infra/openapi.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const operations = () => {
  const doc = t.app.swagger() as unknown as OpenApiDocument;
  return Object.entries(doc.paths ?? {}).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
  );
};

/** Needs credentials: the default (a session), or a list of schemes without the optional `{}`. */
const isGuarded = (security: Record<string, string[]>[] | undefined) =>
  security === undefined || (security.length > 0 && security.every((scheme) => Object.keys(scheme).length > 0));
const schemesOf = (security: Record<string, string[]>[] | undefined) =>
  new Set(security ? security.flatMap((scheme) => Object.keys(scheme)) : ['session']);

/** Well-formed keys that exist nowhere. */
const unknownKeys = { secretKey: `sk_test_${'0'.repeat(43)}`, publishableKey: `pk_live_${'0'.repeat(43)}` };

describe('authentication', () => {
  it('refuses every operation that is not documented as public when there is no session', async () => {
    const guarded = operations().filter(({ operation }) => isGuarded(operation.security));
    expect(guarded.map(({ method, path }) => `${method} ${path}`)).toEqual(
      expect.arrayContaining(['GET /api/keys', 'GET /api/payment_methods']),
    );
    expect(guarded.length).toBeGreaterThan(8);
    for (const { path, method } of guarded) {
      const url = path.replace(/\{(\w+)\}/g, 'x');
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers: { authorization: 'Bearer not-a-session' },
      });
      expect(res.statusCode, `${method} ${path}`).toBe(401);
      expect(res.json().error.code).toBe('unauthenticated');
    }
  });

  it('takes API keys only where the security lists their scheme: unknown keys there, 401 with why elsewhere', async () => {
    const guarded = operations().filter(({ operation }) => isGuarded(operation.security));
    const takingKeys = guarded.filter(({ operation }) => schemesOf(operation.security).has('secretKey'));
    expect(takingKeys.every(({ path }) => path.startsWith('/api/'))).toBe(true);
    expect(takingKeys.length).toBeGreaterThan(0);
    for (const { path, method, operation } of guarded) {
      const schemes = schemesOf(operation.security);
      for (const [scheme, key] of Object.entries(unknownKeys)) {
        const res = await t.app.inject({
          method: method as 'GET',
          url: path.replace(/\{(\w+)\}/g, 'x'),
          headers: { authorization: `Bearer ${key}` },
        });
        const expected = schemes.has(scheme)
          ? 'api_key_invalid'
          : scheme === 'secretKey'
            ? 'api_key_not_allowed'
            : 'publishable_key_not_allowed';
        expect(res.statusCode, `${method} ${path} ${scheme}`).toBe(401);
        expect(res.json().error.code, `${method} ${path} ${scheme}`).toBe(expected);
      }
    }
  });

  it('documents public operations with an empty security list, and they answer without a session', async () => {
    const open = operations().filter(({ operation }) => operation.security?.length === 0);
    expect(open.map(({ method, path }) => `${method} ${path}`)).toEqual(
      expect.arrayContaining(['POST /v1/login', 'POST /v1/register', 'GET /v1/countries', 'POST /v1/password_forget']),
    );
    for (const { path, method } of open) {
      const res = await t.app.inject({
        method: method as 'GET',
        url: path,
        payload: method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, `${method} ${path}`).not.toBe(401);
    }
  });
});
