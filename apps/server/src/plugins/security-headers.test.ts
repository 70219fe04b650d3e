import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testConfig } from '../../test/app.ts';

let http: TestApp;
let https: TestApp;
beforeAll(async () => {
  http = await createTestApp();
  https = await createTestApp({
    database: http.database,
    config: { ...testConfig, publicUrl: 'https://pay.example.com/' },
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

  it('sends no HSTS on plain http', async () => {
    const res = await http.app.inject({ method: 'GET', url: '/v1/countries' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when the public URL is https', async () => {
    const res = await https.app.inject({ method: 'GET', url: '/v1/countries' });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  });
});
