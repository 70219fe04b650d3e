import { listQuery } from '@paydeck/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/app.ts';

type ErrorBody = {
  success: false;
  message: string;
  error: { code: string; type: string; message: string; details?: { field: string; code: string; message: string }[] };
};

const leakedSql = 'insert into "users" ("email") values ($1)';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    routes: (app) => {
      // Probes are public routes (`security: []`), so no session is needed to reach them.
      app.get('/v1/probe/list', { schema: { security: [], querystring: listQuery } }, async (request) => ({
        success: true,
        data: request.query,
      }));
      app.post(
        '/v1/probe/things',
        { schema: { security: [], body: z.object({ name: z.string().min(2), amount: z.number().int() }) } },
        async (request) => ({ success: true, data: request.body }),
      );
      // Its answer is written by the schema: unknown properties are left out, a missing one fails.
      app.get(
        '/v1/probe/shaped',
        {
          schema: {
            security: [],
            querystring: z.object({ broken: z.literal('1').optional() }),
            response: { 200: z.object({ success: z.literal(true), data: z.object({ name: z.string() }) }) },
          },
        },
        async (request) => ({
          success: true,
          data: (request.query as { broken?: string }).broken ? {} : { name: 'Mei', secret: 'internal' },
        }),
      );
      app.get('/v1/probe/crash', { schema: { security: [] } }, async () => {
        throw new Error(`duplicate key value violates unique constraint "users_email_key": ${leakedSql}`);
      });
    },
  });
});
afterAll(() => t.close());

const postThings = (payload: string, language?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/probe/things',
    payload,
    headers: { 'content-type': 'application/json', ...(language ? { 'accept-language': language } : {}) },
  });

describe('success envelope', () => {
  it('wraps data as { success: true, data }', async () => {
    const res = await postThings(JSON.stringify({ name: 'ok', amount: 3 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { name: 'ok', amount: 3 } });
  });
});

describe('validation errors', () => {
  it('answers 422 validation_failed with a localized message per field (zh-CN)', async () => {
    const res = await postThings(JSON.stringify({ name: 'a', amount: 1.5 }), 'zh-CN');
    expect(res.statusCode).toBe(422);
    const body = res.json<ErrorBody>();
    expect(body).toMatchObject({
      success: false,
      message: '部分字段无效。',
      error: { code: 'validation_failed', type: 'invalid_request_error', message: '部分字段无效。' },
    });
    expect(body.error.details?.map((d) => d.field)).toEqual(['name', 'amount']);
    for (const detail of body.error.details ?? []) expect(detail.message).toMatch(/\p{Script=Han}/u);
    // The message names what was sent, not "undefined".
    expect(body.error.details?.[1]?.message).not.toContain('undefined');
  });

  it('answers in English for Accept-Language: en-US', async () => {
    const res = await postThings(JSON.stringify({ name: 'a', amount: 'ten' }), 'en-US');
    expect(res.statusCode).toBe(422);
    const body = res.json<ErrorBody>();
    expect(body.message).toBe('Some fields are invalid.');
    expect(body.error.details).toEqual([
      { field: 'name', code: 'too_small', message: expect.stringMatching(/^Too small/) },
      { field: 'amount', code: 'invalid_type', message: 'Invalid input: expected number, received string' },
    ]);
  });

  it('defaults to zh-CN when no Accept-Language is sent', async () => {
    const res = await postThings(JSON.stringify({ name: 'a', amount: 1 }));
    expect(res.json<ErrorBody>().message).toBe('部分字段无效。');
    expect(res.json<ErrorBody>().error.details?.[0]?.message).toMatch(/\p{Script=Han}/u);
  });

  it('answers 400 malformed_json for a body that is not JSON', async () => {
    const res = await postThings('{"name": ', 'en-US');
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>()).toMatchObject({
      success: false,
      error: { code: 'malformed_json', message: 'The request body is not valid JSON.' },
    });
  });
});

describe('list queries', () => {
  it('applies paging defaults', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/probe/list' });
    expect(res.json()).toEqual({ success: true, data: { page: 1, per_page: 20 } });
  });

  it('rejects per_page over 100 with 422', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/probe/list?per_page=101',
      headers: { 'accept-language': 'en-US' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<ErrorBody>().error.details).toEqual([
      { field: 'per_page', code: 'too_big', message: expect.stringContaining('100') },
    ]);
  });

  it('drops empty query values so defaults apply', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/probe/list?page=&per_page=5' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { page: 1, per_page: 5 } });
  });

  it('parses time_created[gte] and time_created[lt] as integer Unix seconds', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/probe/list?time_created%5Bgte%5D=1767225600&time_created[lt]=1767312000',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { page: 1, per_page: 20, 'time_created[gte]': 1767225600, 'time_created[lt]': 1767312000 },
    });
    const bad = await t.app.inject({ method: 'GET', url: '/v1/probe/list?time_created[gte]=1.5' });
    expect(bad.statusCode).toBe(422);
  });
});

describe('unknown routes and failures', () => {
  it('answers 404 route_not_found in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/nope?x=1', headers: { 'accept-language': 'en-US' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({
      success: false,
      message: 'No such endpoint: GET /v1/nope.',
      error: { code: 'route_not_found', type: 'invalid_request_error', message: 'No such endpoint: GET /v1/nope.' },
    });
  });

  // Both are refused by the router before any route or hook runs (found by contract-fuzz.test.ts).
  it.each([
    ['/v1/probe/things/%E0%A4%A', 'en-US', 400, 'bad_request', 'The request could not be understood.'],
    ['/v1/probe/things/%E0%A4%A', 'zh-CN', 400, 'bad_request', '无法理解该请求。'],
    [
      `/api/payments/${'p'.repeat(101)}`,
      'en-US',
      414,
      'path_too_long',
      'A part of the request path is longer than any id (100 characters at most).',
    ],
    [`/api/payments/${'p'.repeat(101)}`, 'zh-CN', 414, 'path_too_long', '请求路径中的某一段过长（最多 100 个字符）。'],
  ])(
    'answers a URL the router refuses (%s, %s) in the localized envelope',
    async (url, language, status, code, message) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['x-request-id']).toMatch(/^req_/);
      expect(res.json()).toEqual({ success: false, message, error: { code, type: 'invalid_request_error', message } });
    },
  );

  it.each([
    ['en-US', 'The system has deserted. Please try again later'],
    ['zh-CN', '系统开小差了，请稍后再试'],
  ])('masks a thrown error as 500 internal_error (%s) without stack or SQL', async (language, message) => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/probe/crash', headers: { 'accept-language': language } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      message,
      error: { code: 'internal_error', type: 'api_error', message },
    });
    for (const leak of ['insert into', 'users_email_key', 'duplicate key', 'stack', '.ts:', 'Error']) {
      expect(res.body).not.toContain(leak);
    }
  });
});

describe('answers written by their schema', () => {
  it('writes only what the response schema lists, and fails closed (masked 500) when it lacks a property', async () => {
    const shaped = await t.app.inject({ method: 'GET', url: '/v1/probe/shaped' });
    expect(shaped.json()).toEqual({ success: true, data: { name: 'Mei' } });
    const broken = await t.app.inject({ method: 'GET', url: '/v1/probe/shaped?broken=1' });
    expect(broken.statusCode).toBe(500);
    expect(broken.json()).toMatchObject({ success: false, error: { code: 'internal_error' } });
  });
});

describe('x-request-id', () => {
  it('is on every response: success, 4xx and 5xx', async () => {
    const responses = await Promise.all([
      t.app.inject({ method: 'GET', url: '/v1/probe/list' }),
      t.app.inject({ method: 'GET', url: '/v1/probe/list?per_page=0' }),
      postThings('not json'),
      t.app.inject({ method: 'GET', url: '/v1/nope' }),
      t.app.inject({ method: 'GET', url: '/v1/probe/crash' }),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 422, 400, 404, 500]);
    const ids = responses.map((r) => r.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(/^req_[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('echoes a well-formed incoming id and replaces a malformed one', async () => {
    const kept = await t.app.inject({
      method: 'GET',
      url: '/v1/probe/list',
      headers: { 'x-request-id': 'lb-7f3a9c21.42' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a9c21.42');
    for (const malformed of ['short', 'has spaces in it', '<script>alert(1)</script>', 'x'.repeat(129)]) {
      const res = await t.app.inject({ method: 'GET', url: '/v1/probe/list', headers: { 'x-request-id': malformed } });
      expect(res.headers['x-request-id']).toMatch(/^req_[0-9a-f-]{36}$/);
    }
  });
});
