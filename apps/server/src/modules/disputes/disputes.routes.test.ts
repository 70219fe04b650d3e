import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/api-client.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { body } from '../../../test/identity.ts';
import { type PayinMerchant, paidLivePayment, paidPayment, payinMerchant } from '../../../test/payin.ts';
import { disputes } from '../../db/schema/payments.ts';
import { loseOverdueDisputes } from './disputes.service.ts';

let t: TestApp;
let m: PayinMerchant;
beforeAll(async () => {
  t = await createTestApp();
  m = await payinMerchant(t, 'disputes-owner@example.com');
});
afterAll(() => t.close());

const errorOf = (res: { error?: unknown; response: Response }) => ({
  status: res.response.status,
  ...((res.error as { error: { code: string; message: string } } | undefined)?.error ?? {}),
});
const dispute = (id: string, extra: { amount?: number } = {}, api = m.api) =>
  api.POST('/api/payments/{id}/dispute', {
    params: { path: { id } },
    body: { reason: 'product_not_received', description: 'Never arrived', ...extra },
  });
const paymentOf = async (id: string) =>
  (await m.api.GET('/api/payments/{id}', { params: { path: { id } } })).data?.data;
const netOf = async (paymentId: string) => {
  const detail = await paymentOf(paymentId);
  const ids = [paymentId, ...(detail?.refunds ?? []).map((r) => r.id), ...(detail?.disputes ?? []).map((d) => d.id)];
  let net = 0;
  for (const id of ids) {
    const page = await m.api.GET('/api/balance_transactions', { params: { query: { source_id: id } } });
    for (const entry of page.data?.data.list ?? []) net += entry.net;
  }
  return net;
};

/** A multipart upload as a browser sends it. */
const upload = (filename: string, data: Buffer, key = m.testKey, url = '/api/files?purpose=dispute_evidence') => {
  const boundary = '----paydeck-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${key}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
};
const pdf = Buffer.from('%PDF-1.7\n% evidence\n');

describe('disputes', () => {
  it('opens a test-mode dispute on a paid payment, withdrawing what is left after refunds', async () => {
    const paymentId = await paidPayment(m, 10_000);
    await m.api.POST('/api/refunds', { body: { payment_id: paymentId, amount: 2_500 } });
    const res = await dispute(paymentId);
    const opened = res.data?.data;
    expect(opened).toMatchObject({
      object: 'dispute',
      payment_id: paymentId,
      type: 'chargeback',
      status: 'needs_response',
      reason: 'product_not_received',
      amount: 7_500,
      close_reason: null,
      evidence: null,
    });
    expect((opened?.time_expired ?? 0) - (opened?.time_created ?? 0)).toBe(7 * 86_400);
    const payment = await paymentOf(paymentId);
    expect(payment).toMatchObject({ disputed: true });
    expect(payment?.disputes.map((d) => d.id)).toEqual([opened?.id]);
    // Payment 10,000 less the fee, less the pending refund, less the dispute.
    expect(await netOf(paymentId)).toBe(10_000 - 280 - 2_500 - 7_500);
    expect(errorOf(await m.api.POST('/api/refunds', { body: { payment_id: paymentId, amount: 1 } }))).toMatchObject({
      status: 409,
      code: 'payment_dispute_open',
    });
    expect(errorOf(await dispute(paymentId))).toMatchObject({ status: 409, code: 'payment_dispute_open' });
  });

  it('refuses unpaid payments, too large amounts, and live mode', async () => {
    const unpaid = await m.api.POST('/api/payments', {
      body: { payment_method: 'fps_hk', amount: 1_000, currency: 'HKD' },
    });
    expect(errorOf(await dispute(unpaid.data?.data.id ?? ''))).toMatchObject({
      status: 409,
      code: 'payment_not_disputable',
    });
    const paymentId = await paidPayment(m, 10_000);
    expect(errorOf(await dispute(paymentId, { amount: 10_001 }))).toMatchObject({
      status: 422,
      code: 'dispute_amount_exceeded',
      message: 'A dispute can be for at most HKD 100.00: what is left of the payment after refunds.',
    });
    const live = apiClient(t, m.liveKey);
    expect(errorOf(await dispute(paymentId, {}, live))).toMatchObject({ status: 404, code: 'payment_not_found' });
    expect(errorOf(await dispute(await paidLivePayment(t, m), {}, live))).toMatchObject({
      status: 409,
      code: 'test_mode_only',
    });
  });

  it('accepting keeps the amount with the payer; nothing more can be refunded of it', async () => {
    const paymentId = await paidPayment(m, 10_000);
    const id = (await dispute(paymentId, { amount: 4_000 })).data?.data.id ?? '';
    const accepted = await m.api.POST('/api/disputes/{id}/accept', { params: { path: { id } }, body: {} });
    expect(accepted.data?.data).toMatchObject({ status: 'accepted', close_reason: 'merchant_accepted' });
    expect(accepted.data?.data.time_closed).toBeGreaterThan(0);
    expect((await paymentOf(paymentId))?.amount_refundable).toBe(6_000);
    expect(await netOf(paymentId)).toBe(10_000 - 280 - 4_000);
    const again = await m.api.POST('/api/disputes/{id}/accept', { params: { path: { id } }, body: {} });
    expect(errorOf(again)).toMatchObject({ status: 409, code: 'dispute_status_invalid' });
  });

  it('evidence with files goes under review; won returns the amount, lost keeps it withdrawn', async () => {
    const uploaded = await upload('receipt.pdf', pdf);
    expect(uploaded.statusCode).toBe(200);
    const file = body<{ id: string; content_type: string; size: number }>(uploaded).data;
    expect(file).toMatchObject({ content_type: 'application/pdf', size: pdf.length });
    for (const outcome of ['won', 'lost'] as const) {
      const paymentId = await paidPayment(m, 10_000);
      const id = (await dispute(paymentId)).data?.data.id ?? '';
      const answered = await m.api.POST('/api/disputes/{id}/evidence', {
        params: { path: { id } },
        body: { text: 'Delivered on 3 January, signed.', files: [file.id] },
      });
      expect(answered.data?.data).toMatchObject({
        status: 'under_review',
        evidence: {
          text: 'Delivered on 3 January, signed.',
          files: [{ id: file.id, filename: 'receipt.pdf', content_type: 'application/pdf', size: pdf.length }],
        },
      });
      const decided = await m.api.POST('/api/disputes/{id}/simulate', { params: { path: { id } }, body: { outcome } });
      expect(decided.data?.data.status).toBe(outcome);
      expect(await netOf(paymentId)).toBe(outcome === 'won' ? 10_000 - 280 : -280);
      expect((await paymentOf(paymentId))?.amount_refundable).toBe(outcome === 'won' ? 10_000 : 0);
    }
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/files/${file.id}`,
      headers: { authorization: `Bearer ${m.testKey}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.rawPayload.equals(pdf)).toBe(true);
  });

  it('checks evidence files: type by their bytes, size, owner', async () => {
    expect((await upload('fake.pdf', Buffer.from('MZ not a pdf'))).statusCode).toBe(415);
    // Only routes that take uploads read multipart bodies.
    const elsewhere = await upload('evidence.pdf', pdf, m.testKey, '/api/payments');
    expect(elsewhere.statusCode).toBe(415);
    expect(elsewhere.json()).toMatchObject({ error: { code: 'unsupported_media_type' } });
    expect((await upload('big.pdf', Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024)]))).statusCode).toBe(413);
    const other = await payinMerchant(t, 'disputes-other@example.com');
    const foreignFile = body<{ id: string }>(await upload('theirs.pdf', pdf, other.testKey)).data.id;
    const paymentId = await paidPayment(m);
    const id = (await dispute(paymentId)).data?.data.id ?? '';
    const res = await m.api.POST('/api/disputes/{id}/evidence', {
      params: { path: { id } },
      body: { text: 'Ours', files: [foreignFile] },
    });
    expect(errorOf(res)).toMatchObject({ status: 422, code: 'evidence_file_invalid' });
    const tooMany = await m.api.POST('/api/disputes/{id}/evidence', {
      params: { path: { id } },
      body: { text: 'Ours', files: ['a', 'b', 'c', 'd', 'e', 'f'] },
    });
    expect(errorOf(tooMany)).toMatchObject({ status: 422, code: 'validation_failed' });
    const foreignDownload = await t.app.inject({
      method: 'GET',
      url: `/api/files/${foreignFile}`,
      headers: { authorization: `Bearer ${m.testKey}` },
    });
    expect(foreignDownload.statusCode).toBe(404);
  });

  it('the payer may withdraw an open dispute; unanswered past the deadline it is lost', async () => {
    const withdrawn = await paidPayment(m, 10_000);
    const first = (await dispute(withdrawn)).data?.data.id ?? '';
    const resolved = await m.api.POST('/api/disputes/{id}/simulate', {
      params: { path: { id: first } },
      body: { outcome: 'resolved' },
    });
    expect(resolved.data?.data).toMatchObject({ status: 'resolved', close_reason: 'payer_withdrew' });
    expect(await netOf(withdrawn)).toBe(10_000 - 280);
    const early = await m.api.POST('/api/disputes/{id}/simulate', {
      params: { path: { id: first } },
      body: { outcome: 'won' },
    });
    expect(errorOf(early)).toMatchObject({ status: 409, code: 'dispute_status_invalid' });

    const ignored = await paidPayment(m, 10_000);
    const second = (await dispute(ignored)).data?.data.id ?? '';
    expect(await loseOverdueDisputes(t.ctx)).toBe(0);
    await t.database.db
      .update(disputes)
      .set({ timeExpired: new Date(Date.now() - 1000) })
      .where(eq(disputes.id, second));
    expect(await loseOverdueDisputes(t.ctx)).toBe(1);
    const lost = await m.api.GET('/api/disputes/{id}', { params: { path: { id: second } } });
    expect(lost.data?.data).toMatchObject({ status: 'lost', close_reason: 'no_response' });
  });

  it('lists by status, reason and payment; unknown ids say so in both languages', async () => {
    const list = await m.api.GET('/api/disputes', { params: { query: { status: 'lost' } } });
    expect(list.data?.data.list.every((d) => d.status === 'lost')).toBe(true);
    expect(list.data?.data.total).toBeGreaterThan(0);
    const fraud = await m.api.POST('/api/payments/{id}/dispute', {
      params: { path: { id: await paidPayment(m, 5_000) } },
      body: { reason: 'fraudulent' },
    });
    const byReason = await m.api.GET('/api/disputes', { params: { query: { reason: 'fraudulent' } } });
    expect(byReason.data?.data.list.map((d) => d.id)).toEqual([fraud.data?.data.id]);
    const missing = await apiClient(t, m.testKey, 'zh-CN').GET('/api/disputes/{id}', {
      params: { path: { id: 'dp_x' } },
    });
    expect(errorOf(missing)).toMatchObject({ status: 404, code: 'dispute_not_found', message: '争议记录不存在。' });
  });
});
