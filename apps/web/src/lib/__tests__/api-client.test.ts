import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, toSearchParams } from '../api-client.ts';
import { changeLocale } from '../locale.ts';
import { storage } from '../storage.ts';

const respond = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } }),
  );

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLocale('en-US');
});

describe('toSearchParams', () => {
  it('drops empty values, maps paging, snake-cases keys and flattens ranges', () => {
    const params = toSearchParams({
      current: 2,
      pageSize: 50,
      status: '',
      customerId: 'cus_1',
      reference: null,
      method: undefined,
      timeCreated: { gte: 1_700_000_000, lt: 1_700_086_400 },
      livemode: 1,
    });
    expect(params.toString()).toBe(
      'page=2&per_page=50&customer_id=cus_1&time_created%5Bgte%5D=1700000000&time_created%5Blt%5D=1700086400&livemode=1',
    );
  });
});

describe('api', () => {
  it('unwraps the envelope and camel-cases the data, keeping metadata keys as sent', async () => {
    const fetchMock = respond(200, {
      success: true,
      data: { list: [{ time_created: 1, amount_local: 5, metadata: { order_no: 'A1' } }], total: 1, per_page: 20 },
    });
    vi.stubGlobal('fetch', fetchMock);
    const data = await api.get<{ list: { time_created: number }[] }>('/api/payments', { query: { current: 1 } });
    expect(data).toEqual({
      list: [{ timeCreated: 1, amountLocal: 5, metadata: { order_no: 'A1' } }],
      total: 1,
      perPage: 20,
    });
    expect(fetchMock).toHaveBeenCalledWith('/api/payments?page=1', expect.objectContaining({ method: 'GET' }));
  });

  it('sends the bearer token, the language and a snake_case JSON body', async () => {
    const fetchMock = respond(200, { success: true, data: {} });
    vi.stubGlobal('fetch', fetchMock);
    storage.set('token', 'tok_123');
    await changeLocale('zh-CN');
    await api.post('/v1/accounts', { body: { accountName: 'Shop', enableBusiness: ['payin'] } });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({
      authorization: 'Bearer tok_123',
      'accept-language': 'zh-CN',
      'content-type': 'application/json',
    });
    expect(JSON.parse(String(init.body))).toEqual({ account_name: 'Shop', enable_business: ['payin'] });
  });

  it("names this tab's account in a signed-in call, even after another tab chose another", async () => {
    const fetchMock = respond(200, { success: true, data: {} });
    vi.stubGlobal('fetch', fetchMock);
    storage.set('token', 'tok_123');
    storage.set('accountId', 'acct_mine');
    window.localStorage.setItem('accountId', 'acct_other_tab');
    await api.post('/api/customers', { body: { firstName: 'Ada' } });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({ 'paydeck-account': 'acct_mine' });
  });

  it('names no account without a session', async () => {
    const fetchMock = respond(200, { success: true, data: {} });
    vi.stubGlobal('fetch', fetchMock);
    storage.set('accountId', 'acct_mine');
    await api.post('/v1/login', { body: {} });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).not.toHaveProperty('paydeck-account');
  });

  it('throws ApiError with the server code, message, details and request id', async () => {
    vi.stubGlobal(
      'fetch',
      respond(
        422,
        {
          success: false,
          message: 'Some fields are invalid.',
          error: {
            code: 'validation_failed',
            type: 'invalid_request_error',
            message: 'Some fields are invalid.',
            details: [{ field: 'email', code: 'invalid_format', message: 'Invalid email' }],
          },
        },
        { 'x-request-id': 'req_abc12345' },
      ),
    );
    const error = await api.post('/v1/login', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'validation_failed',
      message: 'Some fields are invalid.',
      requestId: 'req_abc12345',
      details: [{ field: 'email', code: 'invalid_format', message: 'Invalid email' }],
    });
  });

  it('treats a 200 with success false as a failure', async () => {
    vi.stubGlobal(
      'fetch',
      respond(200, { success: false, message: 'Nope', error: { code: 'conflict', type: 'x', message: 'Nope' } }),
    );
    await expect(api.get('/v1/x')).rejects.toMatchObject({ code: 'conflict', message: 'Nope' });
  });

  it('turns an unreachable server into a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.get('/v1/x')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });
});
