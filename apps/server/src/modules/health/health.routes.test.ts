import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health probes', () => {
  it('GET /healthz says the process is alive', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz is ready when the database answers and migrations are current', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ready', database_reachable: true, database: t.database.kind });
    const body = res.json<{ migrations_applied: number; migrations_expected: number }>();
    expect(body.migrations_applied).toBe(body.migrations_expected);
    expect(body.migrations_expected).toBeGreaterThan(0);
  });

  it('GET /readyz answers 503 when migrations are missing', async () => {
    await t.database.db.execute(sql`drop schema drizzle cascade`);
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'not_ready', migrations_applied: 0 });
  });
});
