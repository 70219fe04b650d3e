import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, body } from '../../../test/identity.ts';
import { signUpMerchant, type TestOwner } from '../../../test/merchants.ts';
import { messages } from '../../db/schema/messages.ts';
import { insertMessage } from '../messages/messages.repository.ts';

let t: TestApp;
let a: TestOwner;
let b: TestOwner;
let messageOfB: string;
beforeAll(async () => {
  t = await createTestApp();
  a = await signUpMerchant(t, 'tenant-a@example.com', 'Tenant A Ltd');
  b = await signUpMerchant(t, 'tenant-b@example.com', 'Tenant B Ltd', 'SG');
  messageOfB = await insertMessage(t.database.db, { accountId: b.accountId, title: 'For B only', content: 'B secret' });
});
afterAll(() => t.close());

describe("tenant isolation: a user of merchant A never reaches merchant B's account", () => {
  const attempts = () => [
    { method: 'GET', url: `/v1/accounts/${b.accountId}` },
    { method: 'GET', url: `/v1/accounts/${b.accountId}/permissions` },
    { method: 'GET', url: `/v1/accounts/${b.accountId}/getting_started` },
    { method: 'POST', url: '/v1/select_account', payload: { account_id: b.accountId } },
    { method: 'GET', url: `/v1/messages/${messageOfB}` },
    { method: 'PUT', url: `/v1/messages/${messageOfB}`, payload: { status: 'read' } },
  ];

  it("answers 404 on every account-scoped route given B's ids, revealing none of B's data", async () => {
    const notFound = {
      code: 'not_found',
      type: 'invalid_request_error',
      message: 'The requested resource does not exist.',
    };
    for (const attempt of attempts()) {
      const res = await t.app.inject({
        method: attempt.method as 'GET',
        url: attempt.url,
        headers: { ...bearer(a.token), 'accept-language': 'en-US' },
        ...(attempt.payload ? { payload: attempt.payload } : {}),
      });
      expect(res.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
      expect(body(res).error).toEqual(notFound);
      for (const secret of ['Tenant B', 'B secret', 'For B only', b.merchantId]) expect(res.body).not.toContain(secret);
    }
  });

  it("leaves B's message unread, B's selection alone, and A's lists free of B", async () => {
    const [row] = await t.database.db.select().from(messages).where(eq(messages.id, messageOfB));
    expect(row?.status).toBe('unread');
    const me = body<{ selected_account_id: string }>(
      await t.app.inject({ method: 'GET', url: '/v1/current_user', headers: bearer(a.token) }),
    ).data;
    expect(me.selected_account_id).toBe(a.accountId);
    const listed = await t.app.inject({ method: 'GET', url: '/v1/messages', headers: bearer(a.token) });
    expect(body<{ total: number }>(listed).data.total).toBe(0);
    const accounts = await t.app.inject({ method: 'GET', url: '/v1/current_user_accounts', headers: bearer(a.token) });
    expect(body<{ id: string }[]>(accounts).data.map((x) => x.id)).toEqual([a.accountId]);
  });
});
