import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer } from '../../test/identity.ts';
import { type PayinMerchant, payinMerchant } from '../../test/payin.ts';
import { compressionThresholdBytes } from './compression.ts';

let t: TestApp;
let merchant: PayinMerchant;
beforeAll(async () => {
  t = await createTestApp();
  merchant = await payinMerchant(t, 'compression@example.com');
});
afterAll(() => t.close());

/** The bytes as they came over the wire, decoded as the answer's Content-Encoding says. */
const decoded = (res: LightMyRequestResponse) => {
  const raw = res.rawPayload;
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(raw);
  if (encoding === 'gzip') return gunzipSync(raw);
  expect(encoding).toBeUndefined();
  return raw;
};

const varies = (res: LightMyRequestResponse) => String(res.headers.vary ?? '').toLowerCase();

describe('API answers', () => {
  it('are compressed above the threshold as the client accepts: brotli first, then gzip', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/v1/countries' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(compressionThresholdBytes);
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: '/v1/countries', headers: { 'accept-encoding': accept } });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(varies(res), accept).toContain('accept-encoding');
      expect(res.headers['content-type'], accept).toMatch(/^application\/json/);
      expect(res.rawPayload.length, accept).toBeLessThan(plain.rawPayload.length / 3);
      expect(decoded(res).equals(plain.rawPayload), accept).toBe(true);
    }
  });

  it('are sent as they are to a client that accepts no compression', async () => {
    for (const accept of [undefined, 'identity']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/v1/countries',
        headers: accept ? { 'accept-encoding': accept } : {},
      });
      expect(res.headers['content-encoding'], accept).toBeUndefined();
      expect(res.json<{ data: unknown[] }>().data.length).toBeGreaterThan(200);
    }
  });

  it('below the threshold go out uncompressed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(compressionThresholdBytes);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('covers the merchant API', async () => {
    for (let n = 0; n < 3; n += 1) {
      await merchant.api.POST('/api/payments', {
        body: { payment_method: 'fps_hk', amount: 1000 + n, currency: 'HKD' },
      });
    }
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/payments',
      headers: { ...bearer(merchant.testKey), 'accept-encoding': 'br' },
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(list).toString()).data.list).toHaveLength(3);
  });

  it('leave idempotent writes stored uncompressed: a replay answers in whatever encoding it asks', async () => {
    // Metadata makes the answer larger than the threshold, so the first answer is compressed.
    const metadata = Object.fromEntries(Array.from({ length: 10 }, (_, n) => [`note_${n}`, 'z'.repeat(200)]));
    const request = (accept?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments',
        headers: {
          ...bearer(merchant.testKey),
          'idempotency-key': 'compressed-once',
          ...(accept ? { 'accept-encoding': accept } : {}),
        },
        payload: { payment_method: 'fps_hk', amount: 4242, currency: 'HKD', metadata },
      });
    const first = await request('br');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    const created = decoded(first);
    const replayPlain = await request();
    expect(replayPlain.headers['content-encoding']).toBeUndefined();
    expect(replayPlain.rawPayload.equals(created)).toBe(true);
    const replayGzip = await request('gzip');
    expect(replayGzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(replayGzip).equals(created)).toBe(true);
    expect(JSON.parse(created.toString()).data.amount).toBe(4242);
  });

  it('keep a file download byte for byte: text compressed as accepted, a PDF as it is', async () => {
    const upload = async (filename: string, type: string, data: Buffer) => {
      const boundary = '----paydeck-compress';
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/files?purpose=dispute_evidence',
        headers: { ...bearer(merchant.testKey), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
          ),
          data,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
      expect(res.statusCode, res.body).toBe(200);
      return `/api/files/${res.json().data.id}`;
    };
    const download = (url: string, accept?: string) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: { ...bearer(merchant.testKey), ...(accept ? { 'accept-encoding': accept } : {}) },
      });
    const text = Buffer.from(
      Array.from({ length: 200 }, (_, n) => `2026-11-${(n % 28) + 1} order ${n}: ${n * 3} HKD`).join('\n'),
    );
    const textUrl = await upload('orders.txt', 'text/plain', text);
    for (const accept of [undefined, 'br', 'gzip']) {
      const res = await download(textUrl, accept);
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(accept);
      expect(res.headers['content-disposition'], accept).toContain('orders.txt');
      expect(decoded(res).equals(text), accept).toBe(true);
    }
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4000, '% receipt line\n')]);
    const pdfRes = await download(await upload('receipt.pdf', 'application/pdf', pdf), 'br, gzip');
    expect(pdfRes.headers['content-encoding']).toBeUndefined();
    expect(pdfRes.rawPayload.equals(pdf)).toBe(true);
  });
});
