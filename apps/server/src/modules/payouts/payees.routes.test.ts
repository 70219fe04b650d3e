import type { Payee } from '@paydeck/contract/payouts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { sessionCall } from '../../../test/balance.ts';
import { body } from '../../../test/identity.ts';
import { goodPayee, made, type PayoutMerchant, payoutMerchant } from '../../../test/payouts.ts';
import { payees } from '../../db/schema/payouts.ts';
import { newId } from '../../lib/ids.ts';

let t: TestApp;
let m: PayoutMerchant;
let other: PayoutMerchant;
let call: ReturnType<typeof sessionCall>;
beforeAll(async () => {
  t = await createTestApp();
  m = await payoutMerchant(t, 'payees@example.com');
  other = await payoutMerchant(t, 'payees-other@example.com', 'Other Payouts Ltd');
  call = sessionCall(t, m.token);
});
afterAll(() => t.close());

const payeeRows = (accountId = m.accountId) =>
  t.database.db.select().from(payees).where(eq(payees.accountId, accountId));
const payeeOf = (res: Awaited<ReturnType<typeof call>>) => body<Payee>(res).data;

describe('payees', () => {
  it('refuses each spec §5 rule field by field, localized, and writes nothing', async () => {
    const cases: [object, string, string][] = [
      [goodPayee({ first_name: undefined }), 'first_name', 'Required.'],
      [goodPayee({ last_name: '' }), 'last_name', 'Required.'],
      [goodPayee({ nationality: null }), 'nationality', 'Required.'],
      [goodPayee({ nationality: 'cn' }), 'nationality', 'Choose a country or region from the list.'],
      [goodPayee({ nationality: 'QQ' }), 'nationality', 'Choose a country or region from the list.'],
      // A company payee still names the person who receives the money.
      [goodPayee({ entity_type: 'company', first_name: undefined }), 'first_name', 'Required.'],
      [goodPayee({ email: 'fang@' }), 'email', 'Enter a valid email address.'],
      [
        goodPayee({ phone: '13912345678' }),
        'phone',
        'Use the international format: + country code and number, e.g. +85291234567.',
      ],
      [{ ...goodPayee(), entity_type: undefined }, 'entity_type', ''],
    ];
    for (const [payload, field, message] of cases) {
      const res = await call('POST', '/api/payees', payload);
      expect(res.statusCode, field).toBe(422);
      const issue = res.json().error.details.find((d: { field: string }) => d.field === field);
      expect(issue, field).toBeDefined();
      if (message) expect(issue.message, field).toBe(message);
    }
    const zh = await call('POST', '/api/payees', goodPayee({ nationality: 'QQ' }), { 'accept-language': 'zh-CN' });
    expect(zh.json().error.details).toEqual([
      { field: 'nationality', code: 'custom', message: '请从列表中选择国家或地区。' },
    ]);
    expect((await call('PUT', `/api/payees/${newId('pye')}`, goodPayee({ last_name: '' }))).statusCode).toBe(422);
    expect(await payeeRows()).toEqual([]);
  });

  it('adds with a session or a secret key, lists with filters, finds and edits', async () => {
    const byKey = sessionCall(t, m.testKey);
    const person = payeeOf(await call('POST', '/api/payees', goodPayee({ reference: 'staff-017' })));
    expect(person).toEqual({
      id: expect.stringMatching(/^pye_/),
      object: 'payee',
      account_id: m.accountId,
      livemode: false,
      reference: 'staff-017',
      entity_type: 'individual',
      first_name: 'Fang',
      last_name: 'Zhang',
      nationality: 'CN',
      email: null,
      phone: '+8613912345678',
      description: null,
      time_created: expect.any(Number),
    });
    const company = payeeOf(
      await byKey('POST', '/api/payees', { ...goodPayee({ entity_type: 'company' }), livemode: undefined }),
    );
    const list = async (query = '') =>
      body<{ list: Payee[] }>(await call('GET', `/api/payees?livemode=0${query}`)).data.list.map((p) => p.id);
    expect(await list()).toEqual([company.id, person.id]);
    expect(await list('&entity_type=individual')).toEqual([person.id]);
    expect(await list('&search=staff-017')).toEqual([person.id]);
    expect(await list(`&search=${company.id}`)).toEqual([company.id]);
    expect(await list('&search=Fang')).toEqual([]);

    const edited = payeeOf(
      await byKey('PUT', `/api/payees/${person.id}`, { ...goodPayee({ first_name: 'Min' }), livemode: undefined }),
    );
    expect(edited).toMatchObject({ id: person.id, first_name: 'Min', reference: null });
    expect(payeeOf(await call('GET', `/api/payees/${person.id}?livemode=0`))).toEqual(edited);
  });

  it("answers 404 to another account's payee and the other mode's, changing nothing", async () => {
    const theirs = await made(sessionCall(t, other.token), '/api/payees', goodPayee());
    const before = await payeeRows(other.accountId);
    for (const [method, url, payload] of [
      ['GET', `/api/payees/${theirs}?livemode=0`],
      ['PUT', `/api/payees/${theirs}`, goodPayee({ first_name: 'Taken' })],
    ] as const) {
      const res = await call(method, url, payload);
      expect([res.statusCode, res.json().error.code], method).toEqual([404, 'payee_not_found']);
    }
    expect(await payeeRows(other.accountId)).toEqual(before);

    const mine = await made(call, '/api/payees', goodPayee());
    const live = sessionCall(t, m.liveKey);
    expect((await live('GET', `/api/payees/${mine}`)).json().error.code).toBe('payee_not_found');
    expect((await call('PUT', `/api/payees/${mine}`, goodPayee({ livemode: 1 }))).statusCode).toBe(404);
    expect(body<{ total: number }>(await call('GET', '/api/payees?livemode=1')).data.total).toBe(0);
  });
});
