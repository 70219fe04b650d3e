import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, body } from '../../../test/identity.ts';
import { createKeys } from '../../../test/merchant-api.ts';
import { type PayinMerchant, paidLivePayment, paidPayment, payinMerchant } from '../../../test/payin.ts';

let t: TestApp;
let m: PayinMerchant;
/** Another merchant's account, and a second account of m's own merchant, each with a test key. */
let other: PayinMerchant;
let sibling: { accountId: string; testKey: string };
beforeAll(async () => {
  t = await createTestApp();
  m = await payinMerchant(t, 'events-owner@example.com');
  other = await payinMerchant(t, 'events-other@example.com', 'Other Shop Ltd');
  const made = await t.app.inject({
    method: 'POST',
    url: '/v1/accounts',
    headers: bearer(m.token),
    payload: { account_name: 'Sibling', country: 'HK', enable_business: ['payin'], default_settlement_currency: 'USD' },
  });
  const accountId = body<{ id: string }>(made).data.id;
  const select = (id: string) =>
    t.app.inject({ method: 'POST', url: '/v1/select_account', headers: bearer(m.token), payload: { account_id: id } });
  await select(accountId);
  sibling = { accountId, testKey: (await createKeys(t, m.token, false)).secret };
  await select(m.accountId);
});
afterAll(() => t.close());

const errorOf = (res: { error?: unknown; response: Response }) => ({
  status: res.response.status,
  ...((res.error as { error: { code: string; message: string } } | undefined)?.error ?? {}),
});

const listOf = async (query: Record<string, string | number>, api = m.api) => {
  const res = await api.GET('/api/events', { params: { query: { per_page: 100, ...query } } });
  if (!res.data) throw new Error(`list: ${JSON.stringify(res.error)}`);
  return res.data.data;
};

describe('GET /api/events', () => {
  it("lists an object's events newest first, in the order they happened, even within one second", async () => {
    const id = await paidPayment(m);
    const page = await listOf({ object_id: id });
    expect(page.list.map((event) => [event.type, event.data.status])).toEqual([
      ['payment.succeeded', 'paid'],
      ['payment.pending', 'pending'],
      ['payment.created', 'created'],
    ]);
    expect(page.list.every((event) => event.object === 'event' && event.id.startsWith('evt_'))).toBe(true);
    expect(page).toMatchObject({ total: 3, page: 1, per_page: 100 });
  });

  it('filters by type, object and time, and pages', async () => {
    const first = await paidPayment(m);
    const second = await paidPayment(m);
    const succeeded = await listOf({ type: 'payment.succeeded' });
    expect(succeeded.list.every((event) => event.type === 'payment.succeeded')).toBe(true);
    expect(succeeded.list.slice(0, 2).map((event) => event.object_id)).toEqual([second, first]);
    const now = Math.floor(Date.now() / 1000);
    expect((await listOf({ object_id: first, 'time_created[gte]': now - 60 })).total).toBe(3);
    expect((await listOf({ object_id: first, 'time_created[gte]': now + 60 })).total).toBe(0);
    expect((await listOf({ object_id: first, 'time_created[lt]': now - 60 })).total).toBe(0);
    const pageTwo = await listOf({ object_id: first, per_page: 1, page: 2 });
    expect(pageTwo.list.map((event) => event.type)).toEqual(['payment.pending']);
    expect(pageTwo.total).toBe(3);
  });

  it('refuses an unknown type with a field error', async () => {
    const res = await m.api.GET('/api/events', { params: { query: { type: 'payment.teleported' as never } } });
    expect(errorOf(res)).toMatchObject({ status: 422, code: 'validation_failed' });
  });
});

describe('GET /api/events/{id}', () => {
  it('answers the event as the list shows it', async () => {
    const id = await paidPayment(m);
    const [latest] = (await listOf({ object_id: id })).list;
    const one = await m.api.GET('/api/events/{id}', { params: { path: { id: latest?.id ?? '' } } });
    expect(one.data?.data).toEqual(latest);
  });

  it('says an unknown event does not exist, in both languages', async () => {
    expect(errorOf(await m.api.GET('/api/events/{id}', { params: { path: { id: 'evt_nope' } } }))).toMatchObject({
      status: 404,
      code: 'event_not_found',
      message: 'The event does not exist.',
    });
    const zh = apiClient(t, m.testKey, 'zh-CN');
    expect(errorOf(await zh.GET('/api/events/{id}', { params: { path: { id: 'evt_nope' } } }))).toMatchObject({
      message: '事件不存在。',
    });
  });
});

describe('livemode and tenancy', () => {
  it("keeps each mode's events to that mode, by key and by session", async () => {
    const testPayment = await paidPayment(m);
    const livePayment = await paidLivePayment(t, m);
    const live = apiClient(t, m.liveKey);
    const liveEvent = (await listOf({ object_id: livePayment }, live)).list[0];
    const testEvent = (await listOf({ object_id: testPayment })).list[0];
    expect(liveEvent?.livemode).toBe(true);
    expect(testEvent?.livemode).toBe(false);
    expect((await listOf({ object_id: livePayment })).total).toBe(0);
    expect((await listOf({ object_id: testPayment }, live)).total).toBe(0);
    expect(
      errorOf(await m.api.GET('/api/events/{id}', { params: { path: { id: liveEvent?.id ?? '' } } })),
    ).toMatchObject({ status: 404, code: 'event_not_found' });
    expect(
      errorOf(await live.GET('/api/events/{id}', { params: { path: { id: testEvent?.id ?? '' } } })),
    ).toMatchObject({
      status: 404,
      code: 'event_not_found',
    });

    const session = (livemode: 0 | 1, id?: string) =>
      t.app.inject({
        method: 'GET',
        url: id ? `/api/events/${id}?livemode=${livemode}` : `/api/events?livemode=${livemode}&per_page=100`,
        headers: bearer(m.token),
      });
    const idsIn = async (livemode: 0 | 1) =>
      body<{ list: { object_id: string }[] }>(await session(livemode)).data.list.map((event) => event.object_id);
    expect(await idsIn(1)).toContain(livePayment);
    expect(await idsIn(1)).not.toContain(testPayment);
    expect(await idsIn(0)).toContain(testPayment);
    expect(await idsIn(0)).not.toContain(livePayment);
    expect((await session(0, liveEvent?.id)).statusCode).toBe(404);
    expect((await session(1, liveEvent?.id)).statusCode).toBe(200);
    // A session says its mode; without it the list is refused rather than guessed.
    expect((await t.app.inject({ method: 'GET', url: '/api/events', headers: bearer(m.token) })).statusCode).toBe(422);
  });

  it("never lists nor answers another merchant's or another account's events", async () => {
    const mine = await paidPayment(m);
    const [myEvent] = (await listOf({ object_id: mine })).list;
    const foreigners = [other.api, apiClient(t, sibling.testKey)];
    for (const api of foreigners) {
      const theirs = await paidPayment(m, 10_000, api);
      const [theirEvent] = (await listOf({ object_id: theirs }, api)).list;
      expect(theirEvent?.object_id).toBe(theirs);
      const myIds = (await listOf({})).list.map((event) => event.id);
      expect(myIds).toContain(myEvent?.id);
      expect(myIds).not.toContain(theirEvent?.id);
      expect((await listOf({ object_id: theirs })).total).toBe(0);
      expect(
        errorOf(await m.api.GET('/api/events/{id}', { params: { path: { id: theirEvent?.id ?? '' } } })),
      ).toMatchObject({ status: 404, code: 'event_not_found' });
      expect(errorOf(await api.GET('/api/events/{id}', { params: { path: { id: myEvent?.id ?? '' } } }))).toMatchObject(
        { status: 404, code: 'event_not_found' },
      );
      expect((await listOf({}, api)).list.map((event) => event.id)).not.toContain(myEvent?.id);
    }
  });
});
