import { gatewaySignatureHeader } from '@paydeck/contract/gateway';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/api-client.ts';
import { createTestApp, type TestApp, testConfig } from '../../../test/app.ts';
import { randomIp } from '../../../test/identity.ts';
import { type PayinMerchant, payinMerchant } from '../../../test/payin.ts';
import { balanceTransactions } from '../../db/schema/ledger.ts';
import { payments } from '../../db/schema/payments.ts';
import { gatewaySignature } from '../../infra/gateway-signature.ts';

const secret = 'gw_test_secret_0123456789abcdefghijklmnop';
let t: TestApp;
let m: PayinMerchant;
beforeAll(async () => {
  t = await createTestApp({ config: { ...testConfig, gatewaySecret: secret } });
  m = await payinMerchant(t, 'gateway-notifications@example.com');
});
afterAll(() => t.close());

const now = () => Math.floor(Date.now() / 1000);

/** Posts `body` as the processor would, signed with `key` at `time` unless a header is given. */
const post = (body: object | string, options: { key?: string; time?: number; header?: string | null } = {}) => {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const time = options.time ?? now();
  const header =
    options.header === undefined
      ? `t=${time},v1=${gatewaySignature(options.key ?? secret, time, raw)}`
      : options.header;
  return t.app.inject({
    method: 'POST',
    url: '/v1/gateway/notifications',
    remoteAddress: randomIp(),
    headers: {
      'content-type': 'application/json',
      'accept-language': 'en-US',
      ...(header === null ? {} : { [gatewaySignatureHeader]: header }),
    },
    payload: raw,
  });
};

const livePayment = async (amount = 100) => {
  const created = await apiClient(t, m.liveKey).POST('/api/payments', {
    body: { payment_method: 'fps_hk', amount, currency: 'HKD' },
  });
  const id = created.data?.data.id;
  if (!id) throw new Error(`no live payment: ${JSON.stringify(created.error)}`);
  return id;
};

const stateOf = async (id: string) => {
  const [row] = await t.database.db.select().from(payments).where(eq(payments.id, id));
  const entries = await t.database.db.select().from(balanceTransactions).where(eq(balanceTransactions.paymentId, id));
  return {
    status: row?.status,
    amountPaid: row?.amountPaid,
    entries: entries.map((entry) => [entry.type, entry.amount]),
  };
};

describe('POST /v1/gateway/notifications', () => {
  it('completes a live payment from a correctly signed notification, with its ledger entry', async () => {
    const id = await livePayment();
    const res = await post({ payment_id: id, status: 'over_paid', amount: 250 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      object: 'gateway_notification',
      payment_id: id,
      status: 'over_paid',
      amount_paid: 250,
    });
    expect(await stateOf(id)).toEqual({ status: 'over_paid', amountPaid: 250, entries: [['payment', 250]] });
    // A replay of it (within the window) finds the payment final.
    expect((await post({ payment_id: id, status: 'over_paid', amount: 250 })).json().error.code).toBe(
      'payment_not_payable',
    );
    expect((await stateOf(id)).entries).toHaveLength(1);
  });

  it('refuses a missing, wrong, foreign-key or stale signature, and a tampered body, in both languages', async () => {
    const id = await livePayment();
    const body = { payment_id: id, status: 'paid' };
    const refusals = [
      await post(body, { header: null }),
      await post(body, { header: 'garbage' }),
      await post(body, { key: `${secret}x` }),
      // Well past the edge: `now()` drops the second's fraction, which the server's clock keeps.
      await post(body, { time: now() - 310 }),
      await post(body, { time: now() + 310 }),
    ];
    // Signed for one body, sent with another.
    const time = now();
    const signed = gatewaySignature(secret, time, JSON.stringify(body));
    refusals.push(
      await post({ payment_id: id, status: 'over_paid', amount: 9_000_000_000 }, { header: `t=${time},v1=${signed}` }),
    );
    for (const res of refusals) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toMatchObject({
        code: 'gateway_signature_invalid',
        message: 'The notification signature is missing, wrong or outside the allowed time window.',
      });
    }
    const zh = await t.app.inject({
      method: 'POST',
      url: '/v1/gateway/notifications',
      remoteAddress: randomIp(),
      headers: { 'content-type': 'application/json', 'accept-language': 'zh-CN' },
      payload: JSON.stringify(body),
    });
    expect(zh.json().error.message).toBe('通知签名缺失、错误或超出允许的时间范围。');
    expect(await stateOf(id)).toEqual({ status: 'created', amountPaid: 0, entries: [] });
  });

  it('bounds what arrived and checks the body once signed; test payments are not the live gateway’s', async () => {
    const id = await livePayment();
    const above = await post({ payment_id: id, status: 'over_paid', amount: 10_000_000_001 });
    expect(above.statusCode).toBe(422);
    expect(above.json().error).toMatchObject({ code: 'amount_above_maximum' });
    const attack = await post({ payment_id: id, status: 'over_paid', amount: Number.MAX_SAFE_INTEGER });
    expect(attack.json().error).toMatchObject({ code: 'validation_failed' });
    const noAmount = await post({ payment_id: id, status: 'under_paid' });
    expect(noAmount.json().error).toMatchObject({ code: 'validation_failed' });
    expect((await post('{"payment_id":')).json().error.code).toBe('malformed_json');
    expect(await stateOf(id)).toEqual({ status: 'created', amountPaid: 0, entries: [] });
    const test = await m.api.POST('/api/payments', {
      body: { payment_method: 'fps_hk', amount: 100, currency: 'HKD' },
    });
    const refused = await post({ payment_id: test.data?.data.id ?? '', status: 'paid' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('live_mode_only');
    expect((await post({ payment_id: id, status: 'failed', failure_code: 'declined' })).json().data.status).toBe(
      'failed',
    );
  });

  it('is off without PAYDECK_GATEWAY_SECRET', async () => {
    const off = await createTestApp({ database: t.database });
    try {
      const res = await off.app.inject({
        method: 'POST',
        url: '/v1/gateway/notifications',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
