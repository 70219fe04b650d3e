import type { Payout } from '@paydeck/contract/payouts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionCall } from '../../../test/balance.ts';
import { createWatchedGatewayApp } from '../../../test/gateway.ts';
import { body, strongPassword } from '../../../test/identity.ts';
import {
  fundBalance,
  insertIdentityDocument,
  insertParties,
  type Parties,
  type PayoutMerchant,
  payoutMerchant,
} from '../../../test/payouts.ts';
import { operationLogs } from '../../db/schema/operations.ts';
import { payouts } from '../../db/schema/payouts.ts';
import { totpCode, totpStep } from '../../lib/totp.ts';
import { submitDuePayouts } from './payout-submission.service.ts';

let app: Awaited<ReturnType<typeof createWatchedGatewayApp>>;
let m: PayoutMerchant;
let parties: Parties;
beforeAll(async () => {
  app = await createWatchedGatewayApp();
  m = await payoutMerchant(app.t, 'payout-submission@example.com');
  parties = await insertParties(app.t, m.accountId, false);
  await insertIdentityDocument(app.t, m.accountId, parties.payerId);
  await fundBalance(app.t, m.accountId, false, 'HKD', 10_000_000);
});
afterAll(() => app.close());
beforeEach(() => {
  app.watched.state.failing = false;
});

const db = () => app.t.database.db;
const calls = (id: string) => app.watched.callsFor(id);
const byKey = (amount: number, headers: Record<string, string> = {}) =>
  app.t.app.inject({
    method: 'POST',
    url: '/api/payouts',
    headers: { authorization: `Bearer ${m.testKey}`, ...headers },
    payload: {
      payer_id: parties.payerId,
      payee_id: parties.payeeId,
      payout_method_id: parties.payoutMethodId,
      currency: 'HKD',
      amount,
      purpose: 'service_translation',
    },
  });
const rowOf = async (id: string) => (await db().select().from(payouts).where(eq(payouts.id, id)))[0];

describe('payout submission', () => {
  it('by an API key: sent once committed, outside any transaction, and not in the activity log', async () => {
    const res = await byKey(50_000);
    expect(res.statusCode).toBe(200);
    const payout = body<Payout>(res).data;
    expect(calls(payout.id)).toEqual(['submitPayout']);
    expect(app.watched.calls.find((call) => call.id === payout.id)?.inTransaction).toBe(false);
    expect((await rowOf(payout.id))?.gatewayTransactionId).toMatch(/^sim_po_/);
    expect(await db().select().from(operationLogs).where(eq(operationLogs.sourceId, payout.id))).toEqual([]);
  });

  it('with an Idempotency-Key: sent after the commit, and a replay sends nothing more', async () => {
    const first = body<Payout>(await byKey(40_000, { 'idempotency-key': 'payout-once' })).data;
    const replay = body<Payout>(await byKey(40_000, { 'idempotency-key': 'payout-once' })).data;
    expect(replay.id).toBe(first.id);
    expect(calls(first.id)).toEqual(['submitPayout']);
    expect((await rowOf(first.id))?.gatewayTransactionId).toMatch(/^sim_po_/);
  });

  it('a processor that is down leaves it pending with its money held; the sweep submits it exactly once', async () => {
    app.watched.state.failing = true;
    const payout = body<Payout>(await byKey(30_000)).data;
    expect(payout.status).toBe('pending');
    expect((await rowOf(payout.id))?.gatewayTransactionId).toBeNull();
    app.watched.state.failing = false;
    // Within the grace period the sweep leaves it to its request.
    expect(await submitDuePayouts(app.t.ctx)).toBe(0);
    await db()
      .update(payouts)
      .set({ timeCreated: new Date(Date.now() - 60_000) })
      .where(eq(payouts.id, payout.id));
    expect(await submitDuePayouts(app.t.ctx)).toBe(1);
    expect(await submitDuePayouts(app.t.ctx)).toBe(0);
    expect(calls(payout.id)).toEqual(['submitPayout', 'submitPayout']);
    expect((await rowOf(payout.id))?.gatewayTransactionId).toMatch(/^sim_po_/);
  });
});

describe('verification with two-factor authentication', () => {
  it('takes the authenticator’s code, each step once, and never emails one', async () => {
    const call = sessionCall(app.t, m.token);
    const secret = body<{ secret: string }>(await call('GET', '/v1/mfa/qrcode')).data.secret;
    const enabled = await call('POST', '/v1/mfa/enable', {
      otp: totpCode(secret, totpStep() - 1),
      password: strongPassword,
    });
    expect(enabled.statusCode).toBe(200);
    const large = () =>
      call('POST', '/api/payouts', {
        livemode: 0,
        payer_id: parties.payerId,
        payee_id: parties.payeeId,
        payout_method_id: parties.payoutMethodId,
        currency: 'HKD',
        amount: 800_000,
        purpose: 'salary',
      });
    const first = body<Payout>(await large()).data;
    const second = body<Payout>(await large()).data;
    expect(first.verification).toEqual({ channel: 'totp', locked_until: null });
    const emailed = await call('POST', `/api/payouts/${first.id}/verification_code`, { livemode: 0 });
    expect(emailed.statusCode).toBe(409);
    expect(body(emailed).error.code).toBe('verification_uses_authenticator');

    const code = totpCode(secret, totpStep());
    const verified = await call('POST', `/api/payouts/${first.id}/verify`, { livemode: 0, code });
    expect(verified.statusCode).toBe(200);
    expect(body<Payout>(verified).data.status).toBe('pending');
    expect(calls(first.id)).toEqual(['submitPayout']);
    // The same code (the same step) again, on another payout: spent.
    const replayed = await call('POST', `/api/payouts/${second.id}/verify`, { livemode: 0, code });
    expect(replayed.statusCode).toBe(422);
    expect(body(replayed).error.code).toBe('verification_code_invalid');
    const logged = await db().select().from(operationLogs).where(eq(operationLogs.sourceId, first.id));
    expect(logged.map((row) => [row.action, row.operatorEmail])).toEqual([
      ['created', 'payout-submission@example.com'],
      ['verified', 'payout-submission@example.com'],
    ]);
  });
});
