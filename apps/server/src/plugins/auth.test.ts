import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import type { OpenApiDocument } from '../modules/docs/openapi.ts';

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

describe('authentication', () => {
  it('refuses every operation that is not documented as public when there is no session', async () => {
    const guarded = operations().filter(({ operation }) => operation.security === undefined);
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
