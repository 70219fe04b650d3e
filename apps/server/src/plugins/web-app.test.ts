import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testConfig } from '../../test/app.ts';
import { createWebApp } from './web-app.ts';

const indexHtml =
  '<!doctype html><html><head><base href="/" /><script type="module" src="assets/app-abc.js"></script></head><body><div id="root"></div></body></html>';
const appJs = 'console.log("paydeck");\n';
// A chunk large enough that the build wrote compressed siblings for it, as it does for the real ones.
const chunkJs = `export const rows = [${Array.from({ length: 400 }, (_, n) => `{ id: ${n}, label: "row ${n}" }`).join(', ')}];\n`;

let webDist: string;
let t: TestApp;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'paydeck-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), indexHtml);
  await writeFile(path.join(webDist, 'assets', 'app-abc.js'), appJs);
  await writeFile(path.join(webDist, 'assets', 'rows-def.js'), chunkJs);
  await writeFile(path.join(webDist, 'assets', 'rows-def.js.br'), brotliCompressSync(chunkJs));
  await writeFile(path.join(webDist, 'assets', 'rows-def.js.gz'), gzipSync(chunkJs));
  t = await createTestApp({ serveWeb: true, config: { ...testConfig, basePath: '/paydeck/', webDist } });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

const expectIndex = (res: Awaited<ReturnType<TestApp['app']['inject']>>) => {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(res.body).toContain('<base href="/paydeck/" />');
  expect(res.body).not.toContain('<base href="/" />');
  expect(res.body).not.toContain('paydeck-error-dsn');
};

describe('the web app under a base path', () => {
  it('serves index.html with the base path for any page URL', async () => {
    expectIndex(await t.app.inject({ method: 'GET', url: '/paydeck/user/login?redirect=%2Fpayments' }));
    expectIndex(await t.app.inject({ method: 'GET', url: '/paydeck/' }));
    expectIndex(await t.app.inject({ method: 'GET', url: '/paydeck' }));
    expectIndex(await t.app.inject({ method: 'GET', url: '/paydeck/index.html' }));
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/paydeck/assets/app-abc.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(appJs);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed file the client accepts, brotli first, with the same bytes once decoded', async () => {
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/paydeck/assets/rows-def.js',
        headers: { 'accept-encoding': accept },
      });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(String(res.headers.vary).toLowerCase(), accept).toContain('accept-encoding');
      expect(res.headers['content-type'], accept).toMatch(/javascript/);
      expect(res.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload.length, accept).toBeLessThan(chunkJs.length / 3);
      expect(decode(res.rawPayload).toString(), accept).toBe(chunkJs);
    }
  });

  it('sends the plain file, still varying on Accept-Encoding, to a client that accepts no compression', async () => {
    for (const accept of [undefined, 'identity']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/paydeck/assets/rows-def.js',
        headers: accept ? { 'accept-encoding': accept } : {},
      });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBeUndefined();
      expect(String(res.headers.vary).toLowerCase(), accept).toContain('accept-encoding');
      expect(res.body, accept).toBe(chunkJs);
    }
  });

  it('sends files without the headers only a document acts on, and the page with them', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/paydeck/assets/rows-def.js' });
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy']) {
      expect(asset.headers[name], name).toBeUndefined();
    }
    const page = await t.app.inject({ method: 'GET', url: '/paydeck/user/login' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends a file the build left uncompressed as it is', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/paydeck/assets/app-abc.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(appJs);
  });

  it('serves the API under the base path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/paydeck/v1/countries' });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ success: boolean; data: unknown[] }>().data.length).toBeGreaterThan(200);
  });

  it('answers an unknown API path with the JSON 404, not the app', async () => {
    for (const url of ['/paydeck/v1/nope', '/paydeck/api/nope', '/paydeck/docs/nope']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ success: false, error: { code: 'route_not_found' } });
    }
  });

  it('answers a missing file with a 404, not the app (an old chunk after a deploy)', async () => {
    for (const url of ['/paydeck/assets/app-old.js', '/paydeck/favicon.ico']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
    }
  });

  it('answers 404 outside the base path', async () => {
    for (const url of ['/v1/countries', '/user/login', '/assets/app-abc.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ success: false, error: { code: 'route_not_found' } });
    }
  });

  it('answers a POST to a page path with the JSON 404', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/paydeck/user/login', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'route_not_found' } });
  });

  it('does not serve files outside the build directory', async () => {
    for (const url of ['/paydeck/assets/..%2f..%2f..%2f..%2fetc%2fpasswd', '/paydeck/../../../../etc/passwd']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body, url).not.toContain('root:');
    }
  });
});

describe('error reporting in the page', () => {
  it('names the DSN in index.html when PAYDECK_ERROR_DSN is set, escaped as an attribute', async () => {
    const dsn = 'https://k3y@errors.example.com/7?a="b"&c=<d>';
    const reporting = await createTestApp({
      database: t.database,
      serveWeb: true,
      config: { ...testConfig, webDist, errorDsn: dsn },
    });
    try {
      const res = await reporting.app.inject({ method: 'GET', url: '/user/login' });
      expect(res.body).toContain(
        '<base href="/" />\n    <meta name="paydeck-error-dsn" content="https://k3y@errors.example.com/7?a=&#34;b&#34;&#38;c=&#60;d&#62;" />',
      );
    } finally {
      await reporting.close();
    }
  });
});

describe('createWebApp', () => {
  it('refuses to start without a built index.html, and says how to build it', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'paydeck-web-empty-'));
    try {
      await expect(createWebApp({ basePath: '/', webDist: empty })).rejects.toThrow(/not built.*npm run build/);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});
