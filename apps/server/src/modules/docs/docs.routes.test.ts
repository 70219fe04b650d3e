import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';

type Document = {
  openapi: string;
  paths: Record<string, Record<string, { operationId?: string; responses?: Record<string, unknown> }>>;
};

const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
const run = promisify(execFile);

let t: TestApp;
let tmp: string;
beforeAll(async () => {
  t = await createTestApp();
  tmp = await mkdtemp(path.join(tmpdir(), 'paydeck-openapi-'));
});
afterAll(async () => {
  await t.close();
  await rm(tmp, { recursive: true, force: true });
});

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1.0 document of the API', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<Document>();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/v1/countries']?.get).toBeDefined();
    const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods));
    expect(operations.length).toBeGreaterThan(0);
    for (const op of operations) {
      expect(op.operationId).toMatch(/^\w+$/);
      expect(Object.keys(op.responses ?? {})).toContain('4XX');
    }
    expect(new Set(operations.map((op) => op.operationId)).size).toBe(operations.length);
  });

  it('passes the Redocly linter with no errors and no warnings', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const file = path.join(tmp, 'openapi.json');
    await writeFile(file, res.body);
    const result = await run(path.join(repoRoot, 'node_modules/.bin/redocly'), ['lint', file, '--format=summary'], {
      cwd: repoRoot,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    }).catch((error: { code?: number; stdout?: string; stderr?: string }) => ({
      failed: error.code ?? 1,
      stdout: error.stdout ?? '',
      stderr: error.stderr ?? '',
    }));
    const output = `${result.stdout}\n${result.stderr}`;
    expect('failed' in result ? result.failed : 0, output).toBe(0);
    expect(output).not.toMatch(/\b\d+ (errors?|warnings?)\b/i);
    expect(output).not.toMatch(/^(error|warning) /m);
    expect(output).toMatch(/valid/i);
  }, 60_000);
});

describe('GET /docs', () => {
  it('renders the API reference as HTML without any script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('/v1/countries');
    expect(res.body).not.toMatch(/<script/i);
  });
});
