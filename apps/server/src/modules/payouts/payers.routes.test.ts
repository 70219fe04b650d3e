import type { PayoutStatus } from '@paydeck/contract/payout-rules';
import type { Payer } from '@paydeck/contract/payouts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { sessionCall } from '../../../test/balance.ts';
import { body } from '../../../test/identity.ts';
import {
  goodCompanyPayer,
  goodPayee,
  goodPayer,
  goodPayoutMethod,
  made,
  multipartFile,
  type PayoutMerchant,
  payoutMerchant,
} from '../../../test/payouts.ts';
import { png } from '../../../test/png.ts';
import { operationLogs } from '../../db/schema/operations.ts';
import { payerIdentityDocuments, payers, payouts } from '../../db/schema/payouts.ts';
import { newId } from '../../lib/ids.ts';
import { payerHasIdentityDocuments } from './payers.service.ts';

let t: TestApp;
let m: PayoutMerchant;
let other: PayoutMerchant;
let call: ReturnType<typeof sessionCall>;
let byKey: ReturnType<typeof sessionCall>;
beforeAll(async () => {
  t = await createTestApp();
  m = await payoutMerchant(t, 'payers@example.com');
  other = await payoutMerchant(t, 'payers-other@example.com', 'Other Payouts Ltd');
  call = sessionCall(t, m.token);
  byKey = sessionCall(t, m.testKey);
});
afterAll(() => t.close());

const payerRows = (accountId = m.accountId) =>
  t.database.db.select().from(payers).where(eq(payers.accountId, accountId));
const documentRows = (payerId: string) =>
  t.database.db.select().from(payerIdentityDocuments).where(eq(payerIdentityDocuments.payerId, payerId));
const payerOf = (res: Awaited<ReturnType<typeof call>>) => body<Payer>(res).data;
/** An upload in test mode with a bearer (m's session unless told). */
const upload = (
  payerId: string,
  filename: string,
  data: Buffer,
  token = m.token,
  headers: Record<string, string> = {},
) => {
  const multipart = multipartFile(filename, data);
  return t.app.inject({
    method: 'POST',
    url: `/api/payers/${payerId}/identity_documents?livemode=0`,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en-US', ...headers, ...multipart.headers },
    payload: multipart.payload,
  });
};

describe('payers', () => {
  it('refuses each spec §5 rule field by field, localized, and writes nothing', async () => {
    const cases: [object, string, string][] = [
      [goodPayer({ first_name: undefined }), 'first_name', 'Required.'],
      [goodPayer({ last_name: '  ' }), 'last_name', 'Required.'],
      [goodPayer({ nationality: null }), 'nationality', 'Required.'],
      [goodPayer({ nationality: 'China' }), 'nationality', 'Choose a country or region from the list.'],
      [goodPayer({ nationality: 'ZZ' }), 'nationality', 'Choose a country or region from the list.'],
      [goodPayer({ email: 'li.wei@' }), 'email', 'Enter a valid email address.'],
      [
        goodPayer({ phone: '138 1234 5678' }),
        'phone',
        'Use the international format: + country code and number, e.g. +85291234567.',
      ],
      [goodCompanyPayer({ legal_name: '' }), 'legal_name', 'Required.'],
      [goodCompanyPayer({ tax_id: undefined }), 'tax_id', 'Required.'],
      [goodCompanyPayer({ registration_country: undefined }), 'registration_country', 'Required.'],
      [
        goodPayer({ addresses: { residential: { country: 'XX' } } }),
        'addresses.residential.country',
        'Choose a country or region from the list.',
      ],
      [{ ...goodPayer(), entity_type: 'trust' }, 'entity_type', ''],
    ];
    for (const [payload, field, message] of cases) {
      const res = await call('POST', '/api/payers', payload);
      expect(res.statusCode, field).toBe(422);
      const issue = res.json().error.details.find((d: { field: string }) => d.field === field);
      expect(issue, field).toBeDefined();
      if (message) expect(issue.message, field).toBe(message);
    }
    const zh = await call('POST', '/api/payers', goodCompanyPayer({ legal_name: undefined }), {
      'accept-language': 'zh-CN',
    });
    expect(zh.json().error.details).toEqual([{ field: 'legal_name', code: 'custom', message: '必填。' }]);
    const bad = await call('PUT', `/api/payers/${newId('pyr')}`, goodPayer({ first_name: '' }));
    expect(bad.statusCode).toBe(422);
    expect(await payerRows()).toEqual([]);
  });

  it('adds with a session (logged) or a secret key (not: no user to name), lists, finds and edits', async () => {
    const created = payerOf(
      await call(
        'POST',
        '/api/payers',
        goodPayer({ addresses: { residential: { country: 'CN', city: 'Shenzhen', line1: '1 Keyuan Road' } } }),
      ),
    );
    expect(created).toMatchObject({
      object: 'payer',
      account_id: m.accountId,
      livemode: false,
      entity_type: 'individual',
      first_name: 'Wei',
      legal_name: null,
      addresses: {
        residential: {
          country: 'CN',
          state: null,
          city: 'Shenzhen',
          line1: '1 Keyuan Road',
          line2: null,
          postal_code: null,
        },
        registered: null,
        business: null,
      },
      identity_documents: [],
      remittance_hkd: 0,
      identity_documents_required: false,
    });
    const company = payerOf(await byKey('POST', '/api/payers', goodCompanyPayer({ reference: 'client-7' })));
    expect(company).toMatchObject({
      entity_type: 'company',
      first_name: null,
      legal_name: 'Pearl River Trading Co., Ltd.',
    });

    const list = async (query = '') =>
      body<{ list: Payer[]; total: number }>(await call('GET', `/api/payers?livemode=0${query}`)).data;
    expect((await list()).list.map((p) => p.id)).toEqual([company.id, created.id]);
    expect((await list('&entity_type=company')).list.map((p) => p.id)).toEqual([company.id]);
    expect((await list(`&search=${created.id}`)).list.map((p) => p.id)).toEqual([created.id]);
    expect((await list('&search=client-7')).list.map((p) => p.id)).toEqual([company.id]);
    expect((await list('&search=client')).total).toBe(0);
    expect((await list('&per_page=1&page=2')).list.map((p) => p.id)).toEqual([created.id]);

    const edited = await byKey('PUT', `/api/payers/${created.id}`, goodPayer({ first_name: 'Wen', email: null }));
    expect(payerOf(edited)).toMatchObject({
      id: created.id,
      first_name: 'Wen',
      email: null,
      addresses: { residential: null },
    });
    expect(payerOf(await byKey('GET', `/api/payers/${created.id}`))).toEqual(payerOf(edited));

    const logged = await t.database.db
      .select({
        action: operationLogs.action,
        sourceId: operationLogs.sourceId,
        description: operationLogs.description,
      })
      .from(operationLogs)
      .where(and(eq(operationLogs.accountId, m.accountId), eq(operationLogs.sourceType, 'payer')));
    expect(logged).toEqual([{ action: 'created', sourceId: created.id, description: 'Wei Li (individual) [test]' }]);
  });

  it('sums the remittance of payouts not canceled or failed, and asks for documents from HKD 8000', async () => {
    const payerId = await made(call, '/api/payers', goodPayer());
    const payeeId = await made(call, '/api/payees', goodPayee());
    const methodId = await made(call, '/api/payout_methods', goodPayoutMethod(payeeId));
    const payout = (amountHkd: number, status: PayoutStatus) => ({
      accountId: m.accountId,
      id: newId('po'),
      livemode: false,
      payerId,
      payeeId,
      payoutMethodId: methodId,
      method: 'alipay_cn' as const,
      currency: 'HKD',
      amount: amountHkd,
      fee: 0,
      currencyLocal: 'CNY',
      amountLocal: amountHkd,
      exchangeRate: '1',
      amountHkd,
      purpose: 'salary' as const,
      status,
    });
    await t.database.db
      .insert(payouts)
      .values([payout(500_000, 'pending'), payout(900_000, 'canceled'), payout(900_000, 'failed')]);
    const below = payerOf(await call('GET', `/api/payers/${payerId}?livemode=0`));
    expect(below).toMatchObject({ remittance_hkd: 500_000, identity_documents_required: false });
    await t.database.db.insert(payouts).values(payout(300_000, 'succeeded'));
    const reached = payerOf(await call('GET', `/api/payers/${payerId}?livemode=0`));
    expect(reached).toMatchObject({ remittance_hkd: 800_000, identity_documents_required: true });
    const listed = body<{ list: Payer[] }>(await call('GET', `/api/payers?livemode=0&search=${payerId}`)).data;
    expect(listed.list[0]?.remittance_hkd).toBe(800_000);
  });
});

describe('payer identity documents', () => {
  it('accepts a PNG, downloads it as an attachment and removes it', async () => {
    const payerId = await made(call, '/api/payers', goodPayer());
    expect(await payerHasIdentityDocuments(t.database.db, payerId)).toBe(false);
    const res = await upload(payerId, 'passport.png', png);
    expect(res.statusCode).toBe(200);
    const [document] = payerOf(res).identity_documents;
    expect(document).toEqual({
      id: expect.stringMatching(/^file_/),
      filename: 'passport.png',
      content_type: 'image/png',
      size: png.length,
      time_created: expect.any(Number),
    });
    expect(await payerHasIdentityDocuments(t.database.db, payerId)).toBe(true);

    const download = await byKey('GET', `/api/payers/${payerId}/identity_documents/${document?.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe("attachment; filename*=UTF-8''passport.png");
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(download.rawPayload, png)).toBe(0);
    // Identity documents are not /api/files uploads: that route doesn't serve them.
    expect((await byKey('GET', `/api/files/${document?.id}`)).statusCode).toBe(404);

    const removed = await call('DELETE', `/api/payers/${payerId}/identity_documents/${document?.id}?livemode=0`);
    expect(payerOf(removed).identity_documents).toEqual([]);
    const again = await call('DELETE', `/api/payers/${payerId}/identity_documents/${document?.id}?livemode=0`);
    expect([again.statusCode, again.json().error.code]).toEqual([404, 'file_not_found']);
    const gone = await byKey('GET', `/api/payers/${payerId}/identity_documents/${document?.id}`);
    expect([gone.statusCode, gone.json().error.code]).toEqual([404, 'file_not_found']);
    const logged = await t.database.db
      .select({ description: operationLogs.description })
      .from(operationLogs)
      .where(and(eq(operationLogs.sourceId, payerId), eq(operationLogs.action, 'updated')));
    expect(logged.map((row) => row.description).sort()).toEqual([
      `Wei Li (individual) [test]: identity_documents + ${document?.id}`,
      `Wei Li (individual) [test]: identity_documents - ${document?.id}`,
    ]);
  });

  it('refuses a renamed non-picture (415), a file over 5 MB (413) and a fourth document (422)', async () => {
    const payerId = await made(call, '/api/payers', goodPayer());
    const script = await upload(payerId, 'passport.png', Buffer.from('#!/bin/sh\necho not a picture\n'));
    expect([script.statusCode, script.json().error.code]).toEqual([415, 'unsupported_media_type']);
    const pdf = await upload(payerId, 'passport.pdf', Buffer.from('%PDF-1.7\n'));
    expect(pdf.statusCode).toBe(415);
    const big = await upload(payerId, 'big.png', Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]));
    expect([big.statusCode, big.json().error.code]).toEqual([413, 'payload_too_large']);
    expect(await documentRows(payerId)).toEqual([]);

    for (const name of ['front.png', 'back.png', 'selfie.png']) {
      expect((await upload(payerId, name, png, m.testKey)).statusCode).toBe(200);
    }
    const fourth = await upload(payerId, 'extra.png', png, m.token, { 'accept-language': 'zh-CN' });
    expect([fourth.statusCode, fourth.json().error.code, fourth.json().message]).toEqual([
      422,
      'identity_documents_limit',
      '每个付款人最多上传 3 份身份证件：请先删除一份。',
    ]);
    expect(await documentRows(payerId)).toHaveLength(3);
  });

  it('never lets parallel uploads make a fourth', async () => {
    const payerId = await made(call, '/api/payers', goodPayer());
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => upload(payerId, `id-${i}.png`, png)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 422, 422, 422]);
    expect(await documentRows(payerId)).toHaveLength(3);
  });

  it('replays an upload under the same Idempotency-Key, and refuses another file under it', async () => {
    const payerId = await made(call, '/api/payers', goodPayer());
    const key = { 'idempotency-key': `doc-${payerId}` };
    const first = await upload(payerId, 'passport.png', png, m.token, key);
    const replay = await upload(payerId, 'passport.png', png, m.token, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(await documentRows(payerId)).toHaveLength(1);
    const another = await upload(payerId, 'other.png', Buffer.concat([png, Buffer.from([0])]), m.token, key);
    expect(another.statusCode).toBe(422);
  });
});

describe('payer tenancy and modes', () => {
  it("answers 404 to another account's payer and document, changing nothing", async () => {
    const theirs = sessionCall(t, other.token);
    const payerId = await made(theirs, '/api/payers', goodPayer());
    const fileId = payerOf(await upload(payerId, 'passport.png', png, other.token)).identity_documents[0]?.id;
    const before = await payerRows(other.accountId);
    for (const [method, url, payload] of [
      ['GET', `/api/payers/${payerId}?livemode=0`],
      ['PUT', `/api/payers/${payerId}`, goodPayer({ first_name: 'Taken' })],
      ['GET', `/api/payers/${payerId}/identity_documents/${fileId}?livemode=0`],
      ['DELETE', `/api/payers/${payerId}/identity_documents/${fileId}?livemode=0`],
    ] as const) {
      const res = await call(method, url, payload);
      expect([res.statusCode, res.json().error.code], `${method} ${url}`).toEqual([404, 'payer_not_found']);
    }
    const taken = await upload(payerId, 'mine.png', png);
    expect([taken.statusCode, taken.json().error.code]).toEqual([404, 'payer_not_found']);
    expect(await payerRows(other.accountId)).toEqual(before);
    expect(await documentRows(payerId)).toHaveLength(1);

    // Their file on one of my payers is not mine either.
    const mine = await made(call, '/api/payers', goodPayer());
    const crossed = await call('GET', `/api/payers/${mine}/identity_documents/${fileId}?livemode=0`);
    expect([crossed.statusCode, crossed.json().error.code]).toEqual([404, 'file_not_found']);
  });

  it('keeps test payers out of live mode, and a live key out of test payers', async () => {
    const testPayer = await made(call, '/api/payers', goodPayer({ reference: 'mode-test' }));
    const live = await call('GET', `/api/payers/${testPayer}?livemode=1`);
    expect([live.statusCode, live.json().error.code]).toEqual([404, 'payer_not_found']);
    const liveKey = sessionCall(t, m.liveKey);
    expect((await liveKey('GET', `/api/payers/${testPayer}`)).statusCode).toBe(404);
    expect((await liveKey('PUT', `/api/payers/${testPayer}`, { ...goodPayer(), livemode: undefined })).statusCode).toBe(
      404,
    );
    const livePayer = payerOf(await liveKey('POST', '/api/payers', { ...goodPayer(), livemode: undefined }));
    expect(livePayer.livemode).toBe(true);
    const liveList = body<{ list: Payer[] }>(await call('GET', '/api/payers?livemode=1')).data.list;
    expect(liveList.map((p) => p.id)).toEqual([livePayer.id]);
    const testList = body<{ list: Payer[] }>(await call('GET', '/api/payers?livemode=0&per_page=100')).data.list;
    expect(testList.map((p) => p.id)).not.toContain(livePayer.id);
  });
});
