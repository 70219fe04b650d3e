import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, body } from '../../../test/identity.ts';
import { signUpMember, signUpMerchant, type TestOwner } from '../../../test/merchants.ts';
import { messages } from '../../db/schema/messages.ts';
import { insertMessage } from './messages.repository.ts';

type Page = { list: { id: string; title: string; status: string; time_created: number }[]; total: number };

let t: TestApp;
let owner: TestOwner;
const ids: Record<string, string> = {};
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpMerchant(t, 'reader@example.com', 'Reader Ltd');
  const seed = [
    { title: 'Newest', status: 'unread', age: 1 },
    { title: 'Middle', status: 'unread', age: 10 },
    { title: 'Read one', status: 'read', age: 20 },
    { title: 'Ancient', status: 'unread', age: 90 },
  ] as const;
  for (const m of seed) {
    ids[m.title] = await insertMessage(t.database.db, {
      accountId: owner.accountId,
      title: { 'en-US': m.title, 'zh-CN': `中文 ${m.title}` },
      content: { 'en-US': `${m.title} content`, 'zh-CN': `${m.title} 内容` },
      status: m.status,
      timeCreated: daysAgo(m.age),
    });
  }
});
afterAll(() => t.close());

const get = (url: string, token = owner.token, language = 'en-US') =>
  t.app.inject({ method: 'GET', url, headers: { ...bearer(token), 'accept-language': language } });
const markRead = (id: string, token = owner.token, payload: object = { status: 'read' }) =>
  t.app.inject({
    method: 'PUT',
    url: `/v1/messages/${id}`,
    headers: { ...bearer(token), 'accept-language': 'en-US' },
    payload,
  });
const readAll = (token = owner.token) =>
  t.app.inject({ method: 'POST', url: '/v1/messages/read_all', headers: bearer(token) });

describe('GET /v1/messages', () => {
  it("lists the selected account's messages newest first, with paging", async () => {
    const page = body<Page>(await get('/v1/messages')).data;
    expect(page.list.map((m) => m.title)).toEqual(['Newest', 'Middle', 'Read one', 'Ancient']);
    expect(page.total).toBe(4);
    expect(page.list[0]).toEqual({
      id: ids.Newest,
      title: 'Newest',
      content: 'Newest content',
      status: 'unread',
      time_created: expect.any(Number),
    });
    const second = body<Page & { page: number; per_page: number }>(await get('/v1/messages?page=2&per_page=3')).data;
    expect(second).toMatchObject({ total: 4, page: 2, per_page: 3 });
    expect(second.list.map((m) => m.title)).toEqual(['Ancient']);
  });

  it('answers the bell query: unread in the last two months, two per page', async () => {
    const now = Math.floor(Date.now() / 1000);
    const twoMonthsBack = now - 61 * 24 * 60 * 60;
    const bell = body<Page>(
      await get(
        `/v1/messages?status=unread&time_created[gte]=${twoMonthsBack}&time_created[lt]=${now + 1}&page=1&per_page=2`,
      ),
    ).data;
    expect(bell.list.map((m) => m.title)).toEqual(['Newest', 'Middle']);
    expect(bell.total).toBe(2);
    expect(body<Page>(await get('/v1/messages?status=read')).data.list.map((m) => m.title)).toEqual(['Read one']);
    expect((await get('/v1/messages?status=archived')).statusCode).toBe(422);
  });

  it("answers in the reader's language", async () => {
    const page = body<Page>(await get('/v1/messages?per_page=1', owner.token, 'zh-CN')).data;
    expect(page.list[0]).toMatchObject({ title: '中文 Newest', content: 'Newest 内容' });
    expect(body(await get(`/v1/messages/${ids.Newest}`, owner.token, 'zh-CN')).data).toMatchObject({
      title: '中文 Newest',
    });
  });
});

describe('GET and PUT /v1/messages/{id}', () => {
  it('shows one message and marks it read', async () => {
    const id = ids.Middle as string;
    expect(body(await get(`/v1/messages/${id}`)).data).toMatchObject({ id, status: 'unread' });
    const res = await markRead(id);
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toMatchObject({ id, title: 'Middle', status: 'read' });
    expect(body(await get(`/v1/messages/${id}`)).data).toMatchObject({ status: 'read' });
    // Marking again is harmless.
    expect((await markRead(id)).statusCode).toBe(200);
  });

  it('only marks read, and answers 404 for an unknown id', async () => {
    expect((await markRead(ids.Newest as string, owner.token, { status: 'unread' })).statusCode).toBe(422);
    expect((await get('/v1/messages/msg_doesnotexist')).statusCode).toBe(404);
    expect((await markRead('msg_doesnotexist')).statusCode).toBe(404);
  });

  it('lets an analyst read messages but not mark them (edit_message)', async () => {
    const { token } = await signUpMember(t, 'analyst@example.com', owner.accountId, ['analyst']);
    expect((await get('/v1/messages', token)).statusCode).toBe(200);
    const refused = await markRead(ids.Newest as string, token);
    expect(refused.statusCode).toBe(403);
    expect(body(refused).error.code).toBe('forbidden');
    const [row] = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.id, ids.Newest as string));
    expect(row?.status).toBe('unread');
    expect((await readAll(token)).statusCode).toBe(403);
  });
});

describe('POST /v1/messages/read_all', () => {
  it("marks every unread message of the account read, and no other account's", async () => {
    const other = await signUpMerchant(t, 'other-reader@example.com', 'Other Reader Ltd');
    const theirs = await insertMessage(t.database.db, {
      accountId: other.accountId,
      title: { 'en-US': 'Theirs', 'zh-CN': '他们的' },
      content: { 'en-US': 'x', 'zh-CN': 'x' },
    });
    const res = await readAll();
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toEqual({ updated: 2 });
    expect(body<Page>(await get('/v1/messages?status=unread')).data.total).toBe(0);
    expect(body(await readAll()).data).toEqual({ updated: 0 });
    expect(body(await get(`/v1/messages/${theirs}`, other.token)).data).toMatchObject({ status: 'unread' });
  });
});
