import { paymentFee, paymentMethodOf } from '@paydeck/contract/payment-method-catalogue';
import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { balanceAudit, dueAmount } from '../../../test/ledger.ts';
import { type PayinMerchant, paidPayment, payinMerchant } from '../../../test/payin.ts';
import { balanceTransactions } from '../../db/schema/ledger.ts';
import { payments } from '../../db/schema/payments.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { BalanceKey } from './ledger.repository.ts';
import { matureDueBalances } from './maturity.service.ts';
import { debitAvailable, postBalanceTransaction } from './posting.service.ts';

let t: TestApp;
let m: PayinMerchant;
let key: BalanceKey;
beforeAll(async () => {
  t = await createTestApp();
  m = await payinMerchant(t, 'ledger-property@example.com');
  key = { accountId: m.accountId, livemode: false, currency: 'HKD' };
});
afterAll(() => t.close());

/**
 * What a payer, the merchant and the simulated gateway may do to one paid payment, in any order,
 * and what the movements still to come (withdrawals, payouts, operators' adjustments) and the
 * maturity job do to the same balance meanwhile.
 */
type PayinStep =
  | { kind: 'refund'; amount: number }
  | { kind: 'settle_refund'; outcome: 'refunded' | 'failed' }
  | { kind: 'dispute'; amount: number | undefined }
  | { kind: 'close_dispute'; outcome: 'won' | 'lost' | 'resolved' | 'accepted' };
type Step =
  | PayinStep
  | { kind: 'withdraw'; amount: number; fee: number }
  | { kind: 'reverse_withdrawal'; type: 'settlement_cancel' | 'settlement_failure' }
  | { kind: 'payout'; amount: number }
  | { kind: 'fail_payout' }
  | { kind: 'adjust'; amount: number; availableInMinutes: number | undefined }
  | { kind: 'mature' };

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
  fc.record({
    kind: fc.constant('withdraw' as const),
    amount: fc.integer({ min: 1, max: 20_000 }),
    fee: fc.constantFrom(0, 2_000),
  }),
  fc.record({
    kind: fc.constant('reverse_withdrawal' as const),
    type: fc.constantFrom('settlement_cancel' as const, 'settlement_failure' as const),
  }),
  fc.record({ kind: fc.constant('payout' as const), amount: fc.integer({ min: 1, max: 20_000 }) }),
  fc.record({ kind: fc.constant('fail_payout' as const) }),
  {
    // Mostly top-ups, so that debits find money to take as often as they are refused.
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('adjust' as const),
      amount: fc.integer({ min: -5_000, max: 30_000 }).filter((amount) => amount !== 0),
      // In the past (matures on the next run or at once), now, or still to come.
      availableInMinutes: fc.option(fc.integer({ min: -120, max: 120 }), { nil: undefined }),
    }),
  },
  fc.record({ kind: fc.constant('mature' as const) }),
);

/** The movements posted through the service in one run, to check what each nets to. */
type Booked = {
  withdrawals: { id: string; amount: number; fee: number; reversed: boolean }[];
  payouts: { id: string; amount: number; failed: boolean }[];
  adjustments: { id: string; amount: number }[];
};

const isPayin = (s: Step): s is PayinStep => ['refund', 'settle_refund', 'dispute', 'close_dispute'].includes(s.kind);

/** A guarded debit in its own transaction; a refusal must leave the balance and its entries as they were. */
const guardedDebit = async (posting: Parameters<typeof debitAvailable>[1]) => {
  const before = await balanceAudit(t.database.db, key);
  try {
    await t.database.db.transaction((tx) => debitAvailable(tx, posting));
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'balance_insufficient') throw error;
    expect(await balanceAudit(t.database.db, key)).toEqual(before);
    return false;
  }
  // What the debit left available: never below zero.
  expect((await balanceAudit(t.database.db, key)).available).toBeGreaterThanOrEqual(0);
  return true;
};

/** The movements with no route yet, posted through the service as their areas will. */
const book = async (booked: Booked, s: Exclude<Step, PayinStep>) => {
  if (s.kind === 'withdraw') {
    const id = newId('stl');
    const fees = s.fee ? [{ type: 'settlement_fee' as const, amount: s.fee, description: 'Withdrawal fee' }] : [];
    const source = { type: 'settlement' as const, id, amount: s.amount };
    if (await guardedDebit({ ...key, type: 'settlement', source, fees, description: `Withdrawal ${id}` })) {
      booked.withdrawals.push({ id, amount: s.amount, fee: s.fee, reversed: false });
    }
  } else if (s.kind === 'reverse_withdrawal') {
    const withdrawal = booked.withdrawals.find((w) => !w.reversed);
    if (!withdrawal) return;
    // The amount comes back; the fee was for the request and stays charged.
    await postBalanceTransaction(t.database.db, {
      ...key,
      type: s.type,
      source: { type: 'settlement', id: withdrawal.id, amount: withdrawal.amount },
      description: `Withdrawal ${withdrawal.id} reversed`,
    });
    withdrawal.reversed = true;
  } else if (s.kind === 'payout') {
    const id = newId('po');
    const source = { type: 'payout' as const, id, amount: s.amount };
    if (await guardedDebit({ ...key, type: 'payout', source, description: `Payout ${id}` })) {
      booked.payouts.push({ id, amount: s.amount, failed: false });
    }
  } else if (s.kind === 'fail_payout') {
    const payout = booked.payouts.find((p) => !p.failed);
    if (!payout) return;
    await postBalanceTransaction(t.database.db, {
      ...key,
      type: 'adjustment',
      direction: 'credit',
      source: { type: 'payout', id: payout.id, amount: payout.amount },
      description: `Payout ${payout.id} failed: amount returned`,
    });
    payout.failed = true;
  } else if (s.kind === 'adjust') {
    const id = newId('adj');
    await postBalanceTransaction(t.database.db, {
      ...key,
      type: 'adjustment',
      direction: s.amount > 0 ? 'credit' : 'debit',
      source: { type: 'adjustment', id, amount: Math.abs(s.amount) },
      description: `Adjustment ${id}`,
      ...(s.availableInMinutes === undefined
        ? {}
        : { availability: new Date(Date.now() + s.availableInMinutes * 60_000) }),
    });
    booked.adjustments.push({ id, amount: s.amount });
  } else if (s.kind === 'mature') {
    await matureDueBalances(t.database.db);
  }
};

const run = async (paymentId: string, s: PayinStep) => {
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

/** The entries of the run's payment (with its refunds and disputes) and of every movement it booked. */
const entriesOf = async (paymentId: string, booked: Booked) => {
  const db = t.database.db;
  const ofPayment = await db.select().from(balanceTransactions).where(eq(balanceTransactions.paymentId, paymentId));
  const ids = [...booked.withdrawals, ...booked.payouts, ...booked.adjustments].map((movement) => movement.id);
  if (ids.length === 0) return ofPayment;
  return [
    ...ofPayment,
    ...(await db.select().from(balanceTransactions).where(inArray(balanceTransactions.sourceId, ids))),
  ];
};

/**
 * The balance is its entries at every point: available + pending is their sum, available is
 * exactly those matured; right after the maturity job, every entry already due is matured.
 */
const expectBalanceIsItsEntries = async (afterMaturity: boolean) => {
  const audit = await balanceAudit(t.database.db, key);
  expect(audit.available + audit.pending).toBe(audit.total);
  expect(audit.available).toBe(audit.matured);
  if (afterMaturity) expect(audit.available).toBe(await dueAmount(t.database.db, key));
};

describe('ledger properties over random sequences of every movement kind', () => {
  it('every movement nets to itself, the balance is its entries at every point, debits never overdraw', async () => {
    const fee = paymentFee(paymentMethodOf('fps_hk'), 10_000, 'HKD').total;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const paymentId = await paidPayment(m, 10_000);
        const booked: Booked = { withdrawals: [], payouts: [], adjustments: [] };
        for (const s of steps) {
          if (isPayin(s)) {
            const res = await run(paymentId, s);
            // Refusals are fine (the rules said no); server errors are not.
            expect(res?.response.status ?? 200).toBeLessThan(500);
          } else {
            await book(booked, s);
          }
          await expectBalanceIsItsEntries(s.kind === 'mature');
        }
        const [payment] = await t.database.db.select().from(payments).where(eq(payments.id, paymentId));
        if (!payment) throw new Error('payment vanished');
        const detail = (await m.api.GET('/api/payments/{id}', { params: { path: { id: paymentId } } })).data?.data;
        const entries = await entriesOf(paymentId, booked);
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
        for (const withdrawal of booked.withdrawals) {
          // Taken: the fee, and the amount unless it came back.
          const taken = withdrawal.fee + (withdrawal.reversed ? 0 : withdrawal.amount);
          expect(netOf(withdrawal.id) + taken).toBe(0);
        }
        for (const payout of booked.payouts) expect(netOf(payout.id)).toBe(payout.failed ? 0 : -payout.amount);
        for (const adjustment of booked.adjustments) expect(netOf(adjustment.id)).toBe(adjustment.amount);
      }),
      { numRuns: 25 },
    );
  }, 240_000);
});
