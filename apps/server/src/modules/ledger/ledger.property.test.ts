import { paymentFee, paymentMethodOf } from '@paydeck/contract/payment-method-catalogue';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type PayinMerchant, paidPayment, payinMerchant } from '../../../test/payin.ts';
import { balances, balanceTransactions } from '../../db/schema/ledger.ts';
import { payments } from '../../db/schema/payments.ts';

let t: TestApp;
let m: PayinMerchant;
beforeAll(async () => {
  t = await createTestApp();
  m = await payinMerchant(t, 'ledger-property@example.com');
});
afterAll(() => t.close());

/** What a payer, the merchant and the simulated gateway may do to one paid payment, in any order. */
type Step =
  | { kind: 'refund'; amount: number }
  | { kind: 'settle_refund'; outcome: 'refunded' | 'failed' }
  | { kind: 'dispute'; amount: number | undefined }
  | { kind: 'close_dispute'; outcome: 'won' | 'lost' | 'resolved' | 'accepted' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('refund' as const), amount: fc.integer({ min: 0, max: 12_000 }) }),
  fc.record({
    kind: fc.constant('settle_refund' as const),
    outcome: fc.constantFrom('refunded' as const, 'failed' as const),
  }),
  fc.record({
    kind: fc.constant('dispute' as const),
    amount: fc.option(fc.integer({ min: 1, max: 12_000 }), { nil: undefined }),
  }),
  fc.record({
    kind: fc.constant('close_dispute' as const),
    outcome: fc.constantFrom('won' as const, 'lost' as const, 'resolved' as const, 'accepted' as const),
  }),
);

const run = async (paymentId: string, s: Step) => {
  const api = m.api;
  const detail = (await api.GET('/api/payments/{id}', { params: { path: { id: paymentId } } })).data?.data;
  if (s.kind === 'refund') return api.POST('/api/refunds', { body: { payment_id: paymentId, amount: s.amount } });
  if (s.kind === 'dispute') {
    return api.POST('/api/payments/{id}/dispute', {
      params: { path: { id: paymentId } },
      body: { reason: 'general', ...(s.amount === undefined ? {} : { amount: s.amount }) },
    });
  }
  if (s.kind === 'settle_refund') {
    const pending = detail?.refunds.find((r) => r.status === 'pending');
    if (!pending) return;
    return api.POST('/api/refunds/{id}/simulate', {
      params: { path: { id: pending.id } },
      body: { outcome: s.outcome },
    });
  }
  const open = detail?.disputes.find((d) => d.status === 'needs_response' || d.status === 'under_review');
  if (!open) return;
  const id = open.id;
  if (s.outcome === 'accepted') return api.POST('/api/disputes/{id}/accept', { params: { path: { id } }, body: {} });
  if (s.outcome !== 'resolved' && open.status === 'needs_response') {
    await api.POST('/api/disputes/{id}/evidence', { params: { path: { id } }, body: { text: 'Proof' } });
  }
  return api.POST('/api/disputes/{id}/simulate', { params: { path: { id } }, body: { outcome: s.outcome } });
};

const entriesOf = (paymentId: string) =>
  t.database.db.select().from(balanceTransactions).where(eq(balanceTransactions.paymentId, paymentId));

describe('ledger properties over random pay / refund / dispute sequences', () => {
  it('every movement nets to itself, the balance is the sum of entries, refunds never exceed the payment', async () => {
    const fee = paymentFee(paymentMethodOf('fps_hk'), 10_000, 'HKD').total;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const paymentId = await paidPayment(m, 10_000);
        for (const s of steps) {
          const res = await run(paymentId, s);
          // Refusals are fine (the rules said no); server errors are not.
          expect(res?.response.status ?? 200).toBeLessThan(500);
        }
        const [payment] = await t.database.db.select().from(payments).where(eq(payments.id, paymentId));
        if (!payment) throw new Error('payment vanished');
        const detail = (await m.api.GET('/api/payments/{id}', { params: { path: { id: paymentId } } })).data?.data;
        const entries = await entriesOf(paymentId);
        for (const entry of entries) {
          expect(entry.net).toBe(entry.amount - entry.feeTotal);
          expect(entry.sourceAmount).toBeGreaterThan(0);
        }
        // Each movement's entries net to the movement itself.
        const netOf = (sourceId: string) =>
          entries.filter((entry) => entry.sourceId === sourceId).reduce((sum, entry) => sum + entry.net, 0);
        expect(netOf(paymentId)).toBe(10_000 - fee);
        for (const refund of detail?.refunds ?? []) {
          expect(netOf(refund.id)).toBe(refund.status === 'failed' ? 0 : -refund.amount);
        }
        for (const dispute of detail?.disputes ?? []) {
          const returned = dispute.status === 'won' || dispute.status === 'resolved';
          expect(netOf(dispute.id)).toBe(returned ? 0 : -dispute.amount);
        }
        // No refund total exceeds the payment; no amount goes negative.
        const refunded = (detail?.refunds ?? []).filter((r) => r.status !== 'failed').reduce((s, r) => s + r.amount, 0);
        expect(refunded).toBe(payment.amountRefunded + payment.amountRefundPending);
        expect(payment.amountRefunded + payment.amountRefundPending + payment.amountDisputeLost).toBeLessThanOrEqual(
          payment.amountPaid,
        );
        for (const amount of [payment.amountRefunded, payment.amountRefundPending, payment.amountDisputeLost]) {
          expect(amount).toBeGreaterThanOrEqual(0);
        }
        expect(detail?.amount_refundable).toBeGreaterThanOrEqual(0);
        // The running balance equals the sum of every entry of the account, mode and currency.
        const all = await t.database.db
          .select()
          .from(balanceTransactions)
          .where(and(eq(balanceTransactions.accountId, m.accountId), eq(balanceTransactions.livemode, false)));
        const [balance] = await t.database.db
          .select()
          .from(balances)
          .where(and(eq(balances.accountId, m.accountId), eq(balances.livemode, false), eq(balances.currency, 'HKD')));
        expect((balance?.available ?? 0) + (balance?.pending ?? 0)).toBe(
          all.reduce((sum, entry) => sum + entry.net, 0),
        );
      }),
      { numRuns: 25 },
    );
  }, 240_000);
});
