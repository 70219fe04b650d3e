import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { startErrorIngest } from '../../test/error-ingest.ts';
import { loggerOptions } from '../lib/logger.ts';
import { type ErrorReporter, startErrorReporting, withoutPersonalData } from './error-reporting.ts';

const email = 'mei.chen@example.com';
const bearer = 'Bearer tok_reporting_secret_0123456789';

let ingest: Awaited<ReturnType<typeof startErrorIngest>>;
let reporter: ErrorReporter;
let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  ingest = await startErrorIngest();
  reporter = await startErrorReporting({ dsn: ingest.dsn, role: 'web' });
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({
    logger: pino(loggerOptions('info', reporter.report), sink),
    routes: (app) => {
      // A statement that fails on what the caller sent: its value must not leave the process.
      app.get(
        '/v1/probe/lookup',
        { schema: { security: [], querystring: z.object({ email: z.string().email() }) } },
        async (request) => {
          await t.database.db.execute(sql`select ${(request.query as { email: string }).email}::int`);
          return { success: true };
        },
      );
    },
  });
});
afterAll(async () => {
  await t.close();
  await ingest.close();
});

describe('error reporting (PAYDECK_ERROR_DSN)', () => {
  it('reports a 5xx as its log line shows it: the statement without its values, no request or credentials', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/probe/lookup?email=${encodeURIComponent(email)}`,
      headers: { authorization: bearer, cookie: 'sid=cookie_secret_value' },
    });
    expect(res.statusCode).toBe(500);
    await reporter.flush(5000);
    await vi.waitFor(() => expect(ingest.events()).toHaveLength(1), { timeout: 10_000, interval: 50 });

    const [event] = ingest.events();
    expect(event).toMatchObject({
      level: 'error',
      platform: 'node',
      exception: { values: [{ type: 'DrizzleQueryError', value: 'Failed query: select $1::int' }] },
      tags: { role: 'web', method: 'GET', route: '/v1/probe/lookup', reqId: res.headers['x-request-id'] },
      extra: { log: 'request failed', cause: { code: '22P02' } },
    });
    // Frames point at the code, so the report is worth reading.
    const exception = event?.exception as { values: { stacktrace?: { frames: unknown[] } }[] } | undefined;
    expect(exception?.values[0]?.stacktrace?.frames.length).toBeGreaterThan(0);
    expect(event).not.toHaveProperty('request');
    expect(event).not.toHaveProperty('user');
    const sent = ingest
      .envelopes()
      .map((envelope) => envelope.raw)
      .join('\n');
    for (const secret of [email, encodeURIComponent(email), 'tok_reporting_secret', 'cookie_secret_value']) {
      expect(sent).not.toContain(secret);
    }
    // The log line itself is unchanged by reporting.
    expect(lines.some((line) => line.includes('"msg":"request failed"'))).toBe(true);
  });

  it('reports nothing for a refused request (a 4xx is the caller’s, not ours)', async () => {
    const before = ingest.events().length;
    const res = await t.app.inject({ method: 'GET', url: '/v1/probe/lookup?email=not-an-email' });
    expect(res.statusCode).toBe(422);
    await reporter.flush(5000);
    expect(ingest.events()).toHaveLength(before);
  });

  it('strips a failed statement’s values from an exception nobody logged', () => {
    const event = withoutPersonalData({
      type: undefined,
      exception: { values: [{ type: 'Error', value: `Failed query: select $1::int\nparams: ${email}` }] },
      user: { email },
      request: { url: `https://paydeck.example/v1/x?email=${email}` },
    });
    expect(JSON.stringify(event)).not.toContain(email);
    expect(event.exception?.values?.[0]?.value).toBe('Failed query: select $1::int');
  });
});
