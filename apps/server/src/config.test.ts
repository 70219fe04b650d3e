import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, normalizeBasePath, parseTrustProxy } from './config.ts';

describe('normalizeBasePath', () => {
  it('always starts and ends with a slash', () => {
    expect(normalizeBasePath('')).toBe('/');
    expect(normalizeBasePath('/')).toBe('/');
    expect(normalizeBasePath('paydeck')).toBe('/paydeck/');
    expect(normalizeBasePath('/paydeck')).toBe('/paydeck/');
    expect(normalizeBasePath('/a/b/')).toBe('/a/b/');
    expect(normalizeBasePath(' //pay-deck_1.0~x// ')).toBe('/pay-deck_1.0~x/');
  });

  it('rejects empty, "." and ".." segments', () => {
    for (const unsafe of ['..', 'a/../b', 'a//b', './a']) {
      expect(() => normalizeBasePath(unsafe), unsafe).toThrow(/segment/);
    }
  });

  it('rejects characters that could break out of a URL or an HTML attribute', () => {
    for (const unsafe of ['<script>', 'a"b', 'a b', 'pay?x=1', 'pay#top', 'a%2e']) {
      expect(() => normalizeBasePath(unsafe), unsafe).toThrow(/PAYDECK_BASE_PATH/);
    }
  });
});

describe('parseTrustProxy', () => {
  it('trusts no proxy by default, else a hop count or a list of proxies', () => {
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.1, 10.0.0.0/8')).toEqual(['10.0.0.1', '10.0.0.0/8']);
    expect(loadConfig({}).trustProxy).toBe(false);
  });
});

describe('loadConfig', () => {
  it('runs everything on port 3000 with the embedded database by default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      role: 'all',
      basePath: '/',
      databaseUrl: undefined,
      seed: 'auto',
      logLevel: 'info',
      smtpUrl: undefined,
      mailFrom: 'Paydeck <no-reply@paydeck.local>',
      secretKey: undefined,
      webProcesses: 1,
    });
    expect(config.dataDir).toBe(path.resolve('./data'));
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', PAYDECK_ROLE: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, role: 'all' });
    expect(loadConfig({ PAYDECK_SECRET_KEY: '', PAYDECK_MAIL_FROM: '' })).toMatchObject({
      secretKey: undefined,
      mailFrom: 'Paydeck <no-reply@paydeck.local>',
    });
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      PAYDECK_ROLE: 'worker',
      PAYDECK_BASE_PATH: 'paydeck',
      DATABASE_URL: 'postgres://db.internal:5432/paydeck',
      SMTP_URL: 'smtp://mail.internal:587',
      PAYDECK_MAIL_FROM: 'Acme Payments <billing@acme.test>',
      PAYDECK_SECRET_KEY: 'q8Jm1m1lYbq3pQ7zX9d0b5m8Jw2c4Yt6uR0eK1sH3aA=',
    });
    expect(config).toMatchObject({
      port: 8080,
      role: 'worker',
      basePath: '/paydeck/',
      databaseUrl: 'postgres://db.internal:5432/paydeck',
      smtpUrl: 'smtp://mail.internal:587',
      mailFrom: 'Acme Payments <billing@acme.test>',
      secretKey: 'q8Jm1m1lYbq3pQ7zX9d0b5m8Jw2c4Yt6uR0eK1sH3aA=',
    });
  });

  it('turns the gateway notifications on with a secret of at least 32 characters', () => {
    expect(loadConfig({}).gatewaySecret).toBeUndefined();
    expect(loadConfig({ PAYDECK_GATEWAY_SECRET: 'g'.repeat(32) }).gatewaySecret).toBe('g'.repeat(32));
    expect(() => loadConfig({ PAYDECK_GATEWAY_SECRET: 'short' })).toThrow(/PAYDECK_GATEWAY_SECRET: use at least 32/);
  });

  it('turns /metrics on with a token of at least 24 characters', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ PAYDECK_METRICS_TOKEN: 'm'.repeat(24) }).metricsToken).toBe('m'.repeat(24));
    expect(() => loadConfig({ PAYDECK_METRICS_TOKEN: 'short' })).toThrow(/PAYDECK_METRICS_TOKEN: use at least 24/);
  });

  it('turns error reporting on with a Sentry DSN, and off by default', () => {
    expect(loadConfig({}).errorDsn).toBeUndefined();
    const dsn = 'https://0123abcd@errors.example.com/42';
    expect(loadConfig({ PAYDECK_ERROR_DSN: dsn }).errorDsn).toBe(dsn);
    expect(() => loadConfig({ PAYDECK_ERROR_DSN: 'https://errors.example.com/42' })).toThrow(
      /PAYDECK_ERROR_DSN: a Sentry DSN/,
    );
  });

  it('rejects a bad PORT with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/Invalid configuration:\n\s+PORT: /);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT: .*65535/);
  });

  it('rejects an unknown role', () => {
    expect(() => loadConfig({ PAYDECK_ROLE: 'api' })).toThrow(/PAYDECK_ROLE/);
  });

  it('runs several web processes only on PostgreSQL, and never in a jobs-only worker', () => {
    const databaseUrl = 'postgres://db.internal:5432/paydeck';
    expect(loadConfig({ WEB_CONCURRENCY: '2', DATABASE_URL: databaseUrl }).webProcesses).toBe(2);
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(/WEB_CONCURRENCY: .*DATABASE_URL/);
    expect(() => loadConfig({ WEB_CONCURRENCY: '2', DATABASE_URL: databaseUrl, PAYDECK_ROLE: 'worker' })).toThrow(
      /WEB_CONCURRENCY: .*worker/,
    );
    expect(() => loadConfig({ WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
  });
});
