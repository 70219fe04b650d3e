import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, body } from '../../test/identity.ts';
import { createKeys, type TestKeys } from '../../test/merchant-api.ts';
import { signUpMerchant, type TestOwner } from '../../test/merchants.ts';
import { inBoth } from '../../test/messages.ts';
import { customers } from '../db/schema/customers.ts';
import { accountMembers, invitations } from '../db/schema/merchants.ts';
import { operationLogs } from '../db/schema/operations.ts';
import { insertMember } from '../modules/merchants/merchants.repository.ts';
import { insertMessage } from '../modules/messages/messages.repository.ts';

/**
 * The owner has two accounts of one merchant, X (selected) and Y; a neighbour owns merchant N
 * (selected) and is a developer in Y (may list customers, may not add them or invite); a stranger
 * owns Z. Y has a message of its own.
 */
let t: TestApp;
let owner: TestOwner;
let neighbour: TestOwner;
let stranger: TestOwner;
let y = '';
let keyOfX: TestKeys;
let messageOfY = '';

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpMerchant(t, 'two-accounts@example.com', 'Two Stalls Ltd');
  const added = await t.app.inject({
    method: 'POST',
    url: '/v1/accounts',
    headers: bearer(owner.token),
    payload: { account_name: 'Stall Y', country: 'SG', enable_business: ['payin'], default_settlement_currency: 'USD' },
  });
  y = body<{ id: string }>(added).data.id;
  neighbour = await signUpMerchant(t, 'neighbour@example.com', 'Neighbour Ltd');
  await insertMember(t.database.db, { accountId: y, userId: neighbour.userId, roles: ['developer'] });
  stranger = await signUpMerchant(t, 'stranger@example.com', 'Stranger Ltd', 'SG');
  keyOfX = await createKeys(t, owner.token, false);
  messageOfY = await insertMessage(t.database.db, {
    accountId: y,
    title: inBoth('For Y only'),
    content: inBoth('Y news'),
  });
});
afterAll(() => t.close());

type Failure = { error: { code: string; message: string } };
const failureOf = (res: { error?: unknown; response: Response }) => ({
  status: res.response.status,
  ...((res.error as Failure | undefined)?.error ?? {}),
});

const customersOf = async (accountId: string) =>
  (
    await t.database.db
      .select({ id: customers.id, firstName: customers.firstName })
      .from(customers)
      .where(eq(customers.accountId, accountId))
  ).map((row) => row.id);

const allCustomers = async () => (await t.database.db.select({ n: count() }).from(customers))[0]?.n;

const newCustomer = (token: string, account: string | undefined, name: string, language = 'en-US') =>
  apiClient(t, token, language).POST('/api/customers', {
    params: { header: account === undefined ? {} : { 'paydeck-account': account } },
    body: { livemode: 0, first_name: name, last_name: 'Tab' },
  });

const listCustomers = (token: string, account?: string) =>
  apiClient(t, token).GET('/api/customers', {
    params: { query: { livemode: '0' }, header: account === undefined ? {} : { 'paydeck-account': account } },
  });

const selectedAccountOf = async (token: string) =>
  body<{ selected_account_id: string | null }>(
    await t.app.inject({ method: 'GET', url: '/v1/current_user', headers: bearer(token) }),
  ).data.selected_account_id;

describe('Paydeck-Account: the account a session call names', () => {
  it('reads and writes the named account, not the selected one, and leaves the selection alone', async () => {
    const created = await newCustomer(owner.token, y, 'Yolanda');
    expect(created.response.status).toBe(200);
    const id = created.data?.data.id ?? '';
    expect(await customersOf(y)).toEqual([id]);
    expect(await customersOf(owner.accountId)).toEqual([]);

    const inY = await listCustomers(owner.token, y);
    expect(inY.data?.data.list.map((customer) => customer.id)).toEqual([id]);
    const inSelected = await listCustomers(owner.token);
    expect(inSelected.data?.data.list).toEqual([]);
    const detail = await apiClient(t, owner.token).GET('/api/customers/{id}', {
      params: { path: { id }, query: { livemode: '0' }, header: { 'paydeck-account': y } },
    });
    expect(detail.data?.data.first_name).toBe('Yolanda');
    const elsewhere = await apiClient(t, owner.token).GET('/api/customers/{id}', {
      params: { path: { id }, query: { livemode: '0' } },
    });
    expect(failureOf(elsewhere)).toMatchObject({ status: 404, code: 'customer_not_found' });
    expect(await selectedAccountOf(owner.token)).toBe(owner.accountId);
  });

  it('names the account on the dashboard routes without an account in the path too', async () => {
    const messages = (account?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/v1/messages',
        headers: { ...bearer(owner.token), ...(account ? { 'paydeck-account': account } : {}) },
      });
    const ids = (res: Awaited<ReturnType<typeof messages>>) =>
      body<{ list: { id: string }[] }>(res).data.list.map((message) => message.id);
    expect(ids(await messages(y))).toEqual([messageOfY]);
    expect(ids(await messages())).toEqual([]);
  });

  it("answers an account the user isn't a member of exactly like a missing one (404), changing nothing", async () => {
    const before = await allCustomers();
    const foreign = await newCustomer(owner.token, stranger.accountId, 'Intruder');
    const missing = await newCustomer(owner.token, 'acct_doesnotexist', 'Intruder');
    expect(failureOf(foreign)).toEqual({
      status: 404,
      code: 'not_found',
      type: 'invalid_request_error',
      message: 'The requested resource does not exist.',
    });
    expect(failureOf(missing)).toEqual(failureOf(foreign));
    const zh = await newCustomer(owner.token, stranger.accountId, 'Intruder', 'zh-CN');
    expect(failureOf(zh)).toMatchObject({ status: 404, message: '请求的资源不存在。' });
    expect(failureOf(await listCustomers(owner.token, stranger.accountId))).toMatchObject({ status: 404 });
    expect(await allCustomers()).toBe(before);
  });

  it('treats a banned membership as none (404)', async () => {
    const banned = await signUpMerchant(t, 'banned-in-y@example.com', 'Banned Ltd');
    await insertMember(t.database.db, { accountId: y, userId: banned.userId, roles: ['administrator'] });
    await t.database.db
      .update(accountMembers)
      .set({ status: 'banned' })
      .where(and(eq(accountMembers.accountId, y), eq(accountMembers.userId, banned.userId)));
    expect(failureOf(await listCustomers(banned.token, y))).toMatchObject({ status: 404, code: 'not_found' });
    expect(failureOf(await listCustomers(banned.token))).toMatchObject({ status: 200 });
  });

  it("applies the named account's membership: its roles, not those of the selected account", async () => {
    // Owner of their own account, a developer in Y: may list Y's customers, not add one or invite.
    expect((await listCustomers(neighbour.token, y)).response.status).toBe(200);
    const before = await allCustomers();
    const refused = await newCustomer(neighbour.token, y, 'Not allowed');
    expect(failureOf(refused)).toMatchObject({ status: 403, code: 'forbidden' });
    expect(await allCustomers()).toBe(before);

    const invite = await t.app.inject({
      method: 'POST',
      url: '/v1/invite',
      headers: { ...bearer(neighbour.token), 'paydeck-account': y },
      payload: { email: 'friend@example.com', role: 'finance' },
    });
    expect(invite.statusCode).toBe(403);
    expect(await t.database.db.select().from(invitations).where(eq(invitations.accountId, y))).toEqual([]);
    // The refused attempt is on Y's activity log, where it was tried.
    const logged = await t.database.db
      .select({ accountId: operationLogs.accountId, action: operationLogs.action })
      .from(operationLogs)
      .where(and(eq(operationLogs.operatorUserId, neighbour.userId), eq(operationLogs.refused, true)));
    expect(logged).toEqual([{ accountId: y, action: 'invited' }]);

    // In their own (selected) account the same calls pass.
    expect((await newCustomer(neighbour.token, undefined, 'Own customer')).response.status).toBe(200);
  });

  it("lets an account in the path win over the header (the path is the call's own account)", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/accounts/${owner.accountId}/permissions`,
      headers: { ...bearer(owner.token), 'paydeck-account': stranger.accountId },
    });
    expect(res.statusCode).toBe(200);
  });

  it('keeps idempotency keys apart per named account', async () => {
    const once = (account: string) =>
      apiClient(t, owner.token).POST('/api/customers', {
        params: { header: { 'paydeck-account': account, 'idempotency-key': 'same-key-two-tabs' } },
        body: { livemode: 0, first_name: 'Twice', last_name: 'Tab' },
      });
    const inX = await once(owner.accountId);
    const inY = await once(y);
    expect(inX.response.headers.get('idempotent-replayed')).toBeNull();
    expect(inY.response.headers.get('idempotent-replayed')).toBeNull();
    expect(inX.data?.data.id).not.toBe(inY.data?.data.id);
    expect(await customersOf(owner.accountId)).toContain(inX.data?.data.id);
    expect(await customersOf(y)).toContain(inY.data?.data.id);
  });

  it('refuses an empty or overlong header as bad input', async () => {
    for (const named of ['', 'x'.repeat(65)]) {
      const res = await listCustomers(owner.token, named);
      expect(failureOf(res)).toMatchObject({ status: 422, code: 'validation_failed' });
    }
  });
});

describe('Paydeck-Account with an API key', () => {
  it("refuses another account than the key's own (403) and creates nothing", async () => {
    const before = await allCustomers();
    for (const other of [y, stranger.accountId, 'acct_doesnotexist']) {
      const refused = await newCustomer(keyOfX.secret, other, 'Keyed');
      expect(failureOf(refused)).toEqual({
        status: 403,
        code: 'forbidden',
        type: 'permission_error',
        message: 'You do not have permission to do this.',
      });
      expect(failureOf(await listCustomers(keyOfX.secret, other))).toMatchObject({ status: 403 });
    }
    expect(await allCustomers()).toBe(before);
  });

  it("takes its own account named, or none, as the key's account", async () => {
    const named = await newCustomer(keyOfX.secret, owner.accountId, 'Keyed named');
    const unnamed = await newCustomer(keyOfX.secret, undefined, 'Keyed unnamed');
    const ids = await customersOf(owner.accountId);
    expect(ids).toContain(named.data?.data.id);
    expect(ids).toContain(unnamed.data?.data.id);
  });
});

describe('Paydeck-Account in the OpenAPI document', () => {
  type Parameter = { name: string; in: string; required?: boolean };
  type Document = { paths: Record<string, Record<string, { parameters?: Parameter[] }>> };
  const headerOf = (doc: Document, path: string, method: string) =>
    doc.paths[path]?.[method]?.parameters?.find((p) => p.in === 'header' && p.name === 'paydeck-account');

  it('is an optional header of the account routes without an account in the path', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<Document>();
    expect(headerOf(doc, '/api/customers', 'post')).toMatchObject({ required: false });
    expect(headerOf(doc, '/v1/messages', 'get')).toMatchObject({ required: false });
    expect(headerOf(doc, '/v1/accounts/{accountId}/permissions', 'get')).toBeUndefined();
    expect(headerOf(doc, '/v1/current_user', 'get')).toBeUndefined();
  });
});
