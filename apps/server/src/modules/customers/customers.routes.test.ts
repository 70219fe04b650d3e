import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { addMember, disableAccount } from '../../../test/merchants.ts';
import { type PayinMerchant, payinMerchant } from '../../../test/payin.ts';

let t: TestApp;
let m: PayinMerchant;
beforeAll(async () => {
  t = await createTestApp();
  m = await payinMerchant(t, 'customers-owner@example.com');
});
afterAll(() => t.close());

type Failure = { error: { code: string; message: string; details?: { field: string; message: string }[] } };
const errorOf = (res: { error?: unknown; response: Response }) => ({
  status: res.response.status,
  ...((res.error as Failure | undefined)?.error ?? {}),
});
const full = {
  reference: 'crm-1',
  first_name: ' Mei ',
  last_name: 'Chan',
  company: 'Chan Florist',
  description: 'Wholesale',
  email: 'mei.chan@example.com',
  phone: '+85291234567',
  country: 'HK',
  document: { type: 'passport' as const, number: 'K1234567' },
  birth_date: '1988-04-12',
  address: { country: 'HK', city: 'Hong Kong', line1: '18 Harbour Road', line2: 'Flat 12B', postal_code: '000' },
};

describe('customers', () => {
  it('creates a customer with every field of spec §3', async () => {
    const res = await m.api.POST('/api/customers', { body: full });
    expect(res.data?.data).toMatchObject({
      object: 'customer',
      livemode: false,
      first_name: 'Mei',
      last_name: 'Chan',
      phone: '+85291234567',
      document: { type: 'passport', number: 'K1234567' },
      address: {
        country: 'HK',
        state: null,
        city: 'Hong Kong',
        line1: '18 Harbour Road',
        line2: 'Flat 12B',
        postal_code: '000',
      },
    });
    expect(res.data?.data.id).toMatch(/^cus_/);
  });

  it('needs first and last name, and checks email, E.164 phone, birth date, country and document type', async () => {
    const bad = await apiClient(t, m.testKey, 'en-US').POST('/api/customers', {
      body: {
        first_name: '  ',
        last_name: 'Chan',
        email: 'not-an-email',
        phone: '91234567',
        birth_date: '2099-01-01',
        country: 'XX',
        document: { type: 'tax_id' as never, number: '1' },
      },
    });
    const failure = errorOf(bad);
    expect(failure).toMatchObject({ status: 422, code: 'validation_failed' });
    expect(Object.fromEntries((failure.details ?? []).map((d) => [d.field, d.message]))).toMatchObject({
      first_name: 'Required: enter a name.',
      email: 'Enter a valid email address.',
      phone: 'Use the international format: + country code and number, e.g. +85291234567.',
      birth_date: 'Enter a real date as YYYY-MM-DD, not in the future.',
    });
    expect((failure.details ?? []).map((d) => d.field)).toContain('document.type');
    const country = await m.api.POST('/api/customers', { body: { first_name: 'A', last_name: 'B', country: 'XX' } });
    expect(errorOf(country).details).toEqual([
      { field: 'country', code: 'custom', message: 'Choose a country or region from the list.' },
    ]);
    const zh = await apiClient(t, m.testKey, 'zh-CN').POST('/api/customers', {
      body: { first_name: 'A', last_name: 'B', phone: '12' },
    });
    expect(errorOf(zh).details?.[0]?.message).toBe('请使用国际格式：+ 国家代码和号码，例如 +85291234567。');
  });

  it('updates some fields, clears others with null, and needs at least one', async () => {
    const id = (await m.api.POST('/api/customers', { body: full })).data?.data.id ?? '';
    const res = await m.api.PUT('/api/customers/{id}', {
      params: { path: { id } },
      body: { phone: '+6581234567', company: null, address: null },
    });
    expect(res.data?.data).toMatchObject({ phone: '+6581234567', company: null, address: null, first_name: 'Mei' });
    const none = await m.api.PUT('/api/customers/{id}', { params: { path: { id } }, body: {} });
    expect(errorOf(none)).toMatchObject({ status: 422, code: 'validation_failed' });
    const cleared = await m.api.PUT('/api/customers/{id}', {
      params: { path: { id } },
      body: { first_name: null as never },
    });
    expect(errorOf(cleared).status).toBe(422);
  });

  it('lists with search by id, reference, email or name; shows payments on the detail; mandates empty', async () => {
    const fresh = await payinMerchant(t, 'customers-list@example.com');
    const ann =
      (
        await fresh.api.POST('/api/customers', {
          body: { first_name: 'Ann', last_name: 'Lee', email: 'Ann@Example.com', reference: 'r-ann' },
        })
      ).data?.data.id ?? '';
    const bob =
      (await fresh.api.POST('/api/customers', { body: { first_name: 'Bob', last_name: 'Ng' } })).data?.data.id ?? '';
    const search = async (q?: string) =>
      (await fresh.api.GET('/api/customers', { params: { query: q ? { search: q } : {} } })).data?.data.list.map(
        (c) => c.id,
      );
    expect(await search()).toEqual([bob, ann]);
    expect(await search('ann@example.com')).toEqual([ann]);
    expect(await search('r-ann')).toEqual([ann]);
    expect(await search(bob)).toEqual([bob]);
    expect(await search('ann lee')).toEqual([ann]);
    expect(await search('%')).toEqual([]);
    const payment = await fresh.api.POST('/api/payments', {
      body: { payment_method: 'fps_hk', amount: 1_000, currency: 'HKD', customer_id: ann },
    });
    const detail = await fresh.api.GET('/api/customers/{id}', { params: { path: { id: ann } } });
    expect(detail.data?.data.payments.map((p) => p.id)).toEqual([payment.data?.data.id]);
    expect(detail.data?.data.mandates).toEqual([]);
  });

  it('keeps customers to their account and mode; unknown ids say so', async () => {
    const id =
      (await m.api.POST('/api/customers', { body: { first_name: 'Test', last_name: 'Only' } })).data?.data.id ?? '';
    const live = await apiClient(t, m.liveKey, 'zh-CN').GET('/api/customers/{id}', { params: { path: { id } } });
    expect(errorOf(live)).toMatchObject({ status: 404, code: 'customer_not_found', message: '客户不存在。' });
    const other = await payinMerchant(t, 'customers-other@example.com');
    const foreign = await other.api.PUT('/api/customers/{id}', { params: { path: { id } }, body: { company: 'x' } });
    expect(errorOf(foreign)).toMatchObject({ status: 404, code: 'customer_not_found' });
  });

  it('needs add_customer, forced off on a disabled account', async () => {
    const finance = await addMember(t, m.accountId, ['finance']);
    const session = apiClient(t, finance.token);
    expect((await session.GET('/api/customers', { params: { query: { livemode: '0' } } })).response.status).toBe(200);
    const refused = await session.POST('/api/customers', { body: { livemode: 0, first_name: 'A', last_name: 'B' } });
    expect(refused.response.status).toBe(403);
    await disableAccount(t, m.accountId);
    expect((await m.api.POST('/api/customers', { body: { first_name: 'A', last_name: 'B' } })).response.status).toBe(
      403,
    );
  });
});
