import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testConfig } from '../../test/app.ts';
import { bearer, login, strongPassword } from '../../test/identity.ts';
import { payinMerchant } from '../../test/payin.ts';
import type { OpenApiDocument } from '../infra/openapi.ts';

let http: TestApp;
let https: TestApp;
beforeAll(async () => {
  http = await createTestApp();
  https = await createTestApp({
    database: http.database,
    config: { ...testConfig, publicUrl: 'https://pay.example.com/', errorDsn: 'https://k3y@errors.example.com:8443/7' },
  });
});
afterAll(async () => {
  await https.close();
  await http.close();
});

const directives = (csp: string) =>
  new Map(
    csp.split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );

describe('security headers', () => {
  it('sends a strict CSP: scripts from our origin only, no inline or eval, no framing', async () => {
    for (const url of ['/v1/countries', '/v1/nope', '/docs']) {
      const res = await http.app.inject({ method: 'GET', url });
      const csp = directives(String(res.headers['content-security-policy']));
      expect(csp.get('script-src'), url).toEqual(["'self'"]);
      expect(csp.get('default-src'), url).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(csp.get('object-src'), url).toEqual(["'none'"]);
      expect(String(res.headers['content-security-policy'])).not.toMatch(/unsafe-eval/);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('lets pages connect to their own origin, and to the error DSN’s only when reporting is on', async () => {
    const off = directives(
      String((await http.app.inject({ method: 'GET', url: '/v1/countries' })).headers['content-security-policy']),
    );
    expect(off.get('connect-src')).toEqual(["'self'"]);
    const on = directives(
      String((await https.app.inject({ method: 'GET', url: '/v1/countries' })).headers['content-security-policy']),
    );
    expect(on.get('connect-src')).toEqual(["'self'", 'https://errors.example.com:8443']);
  });

  it('sends no HSTS on plain http', async () => {
    const res = await http.app.inject({ method: 'GET', url: '/v1/countries' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when the public URL is https', async () => {
    const res = await https.app.inject({ method: 'GET', url: '/v1/countries' });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  });
});

describe('Cache-Control', () => {
  it('is no-store on every answer to a signed-in caller, by session or API key, files included', async () => {
    const merchant = await payinMerchant(http, 'no-store@example.com');
    const doc = http.app.swagger() as unknown as OpenApiDocument;
    const kept: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths ?? {})) {
      // Public reads (probes, reference data) answer everyone alike and may say how long to keep them.
      const read = methods.get as { security?: unknown[] } | undefined;
      if (!read || read.security?.length === 0 || !/^\/(v1|api)\//.test(path)) continue;
      for (const token of [merchant.token, merchant.testKey]) {
        const url = `${path.replace(/\{\w+\}/g, 'x')}?livemode=0`;
        const res = await http.app.inject({ method: 'GET', url, headers: bearer(token) });
        if (res.headers['cache-control'] !== 'no-store') kept.push(`${url}: ${res.headers['cache-control']}`);
      }
    }
    expect(kept).toEqual([]);

    const boundary = '----paydeck-cache';
    const uploaded = await http.app.inject({
      method: 'POST',
      url: '/api/files?purpose=dispute_evidence',
      headers: { ...bearer(merchant.testKey), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload:
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="r.pdf"\r\n` +
        `Content-Type: application/pdf\r\n\r\n%PDF-1.7\n% receipt\n\r\n--${boundary}--\r\n`,
    });
    expect(uploaded.headers['cache-control']).toBe('no-store');
    const file = await http.app.inject({
      method: 'GET',
      url: `/api/files/${uploaded.json().data.id}`,
      headers: bearer(merchant.testKey),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('no-store');
  });

  it('is no-store on a sign-in, whose answer holds a session token; public reference data may be kept', async () => {
    const signedIn = await login(http.app, 'no-store@example.com', strongPassword);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const countries = await http.app.inject({ method: 'GET', url: '/v1/countries' });
    expect(countries.headers['cache-control']).toBe('public, max-age=86400');
  });
});
