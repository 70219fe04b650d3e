import { afterEach, describe, expect, it, vi } from 'vitest';
import { merchantApi } from '../merchant-api.ts';
import { storage } from '../storage.ts';

const stubFetch = () => {
  const fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify({ success: true, data: {} }), { headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return () => {
    const [url, init] = fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit];
    return { url, body: init.body ? (JSON.parse(String(init.body)) as unknown) : undefined };
  };
};

afterEach(() => vi.unstubAllGlobals());

describe('merchantApi (spec §7 livemode rule)', () => {
  it('adds livemode=0 in test mode to the query of a read and the body of a write', async () => {
    const lastCall = stubFetch();
    storage.set('livemode', '0');
    await merchantApi.get('/api/payment_methods', { query: { status: 'enable', current: 2 } });
    expect(lastCall().url).toBe('/api/payment_methods?status=enable&page=2&livemode=0');
    await merchantApi.post('/api/keys/key_1/roll', { body: { expiresIn: '24h' } });
    expect(lastCall()).toEqual({ url: '/api/keys/key_1/roll', body: { expires_in: '24h', livemode: 0 } });
    await merchantApi.put('/api/payment_methods/alipay_cn', { body: { status: 'disable' } });
    expect(lastCall().body).toEqual({ status: 'disable', livemode: 0 });
    await merchantApi.post('/api/keys');
    expect(lastCall().body).toEqual({ livemode: 0 });
  });

  it('sends livemode=1 in live mode, and when nothing is stored yet', async () => {
    const lastCall = stubFetch();
    storage.set('livemode', '1');
    await merchantApi.get('/api/keys');
    expect(lastCall().url).toBe('/api/keys?livemode=1');
    storage.remove('livemode');
    await merchantApi.delete('/api/webhook_endpoints/we_1');
    expect(lastCall().url).toBe('/api/webhook_endpoints/we_1?livemode=1');
  });

  it('keeps the balance, balance transactions and settlements live in test mode', async () => {
    const lastCall = stubFetch();
    storage.set('livemode', '0');
    await merchantApi.get('/api/balances');
    expect(lastCall().url).toBe('/api/balances?livemode=1');
    await merchantApi.post('/api/settlements', { body: { amount: 100 }, headers: { 'Idempotency-Key': 'k-1' } });
    expect(lastCall().body).toEqual({ amount: 100, livemode: 1 });
    const init = (vi.mocked(fetch).mock.calls.at(-1) as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe('k-1');
    await merchantApi.get('/api/balance_transactions');
    expect(lastCall().url).toBe('/api/balance_transactions?livemode=1');
    await merchantApi.get('/api/settlements/st_1');
    expect(lastCall().url).toBe('/api/settlements/st_1?livemode=1');
  });
});

describe('merchantApi uploads and downloads', () => {
  it('posts a multipart form as it is, with livemode in the query', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ success: true, data: { id: 'file_1', content_type: 'image/png' } }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    storage.set('livemode', '0');
    const form = new FormData();
    form.append('file', new File(['x'], 'proof.png', { type: 'image/png' }));
    const file = await merchantApi.upload('/api/files', form, { query: { purpose: 'dispute_evidence' } });
    expect(file).toEqual({ id: 'file_1', contentType: 'image/png' });
    const [url, init] = fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit];
    expect(url).toBe('/api/files?purpose=dispute_evidence&livemode=0');
    expect(init.body).toBe(form);
    // The browser sets the multipart boundary itself.
    expect((init.headers as Record<string, string>)['content-type']).toBeUndefined();
  });

  it("downloads a file's bytes, and throws the server's refusal", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.includes('file_1')
          ? new Response('hello', { headers: { 'content-type': 'text/plain' } })
          : new Response(
              JSON.stringify({
                success: false,
                error: { code: 'file_not_found', message: 'The file does not exist.' },
              }),
              { status: 404, headers: { 'content-type': 'application/json' } },
            ),
      ),
    );
    storage.set('livemode', '0');
    expect(await (await merchantApi.download('/api/files/file_1')).text()).toBe('hello');
    await expect(merchantApi.download('/api/files/file_2')).rejects.toMatchObject({
      status: 404,
      code: 'file_not_found',
    });
  });
});
