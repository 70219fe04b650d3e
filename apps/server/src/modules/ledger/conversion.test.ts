import type { Currency } from '@paydeck/contract/currencies';
import { convertMinor, multiplyRates } from '@paydeck/contract/exchange-rates';
import { type PaymentMethodId, paymentMethodOf } from '@paydeck/contract/payment-method-catalogue';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.ts';
import { balanceAudit, ledgerAccount } from '../../../test/ledger.ts';
import { balances, balanceTransactions } from '../../db/schema/ledger.ts';
import { newId } from '../../lib/ids.ts';
import { rateAt, setRate } from './exchange-rates.service.ts';
import { payinPostings } from './payin-postings.ts';
import { ledgerLog, postBalanceTransaction } from './posting.service.ts';

/**
 * Booking in a settlement currency (docs/fees.md "Currency conversion"). The rate table is the
 * database's, shared by the tests of this file: the test that moves HKD → USD does so from its own
 * time on, and back-dated tests use SGD, whose rates nothing else here moves.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());
afterEach(() => vi.restoreAllMocks());

const dayMs = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * dayMs);

const paymentOn = (accountId: string, method: PaymentMethodId, currency: string) => ({
  accountId,
  livemode: true,
  id: newId('pay'),
  method,
  currency,
});

const balancesOf = (accountId: string) =>
  database.db
    .select({ currency: balances.currency })
    .from(balances)
    .where(and(eq(balances.accountId, accountId), eq(balances.livemode, true)));

/** The balance is its entries, in every currency the account has a balance in. */
const expectBalancesAreTheirEntries = async (accountId: string) => {
  for (const { currency } of await balancesOf(accountId)) {
    const audit = await balanceAudit(database.db, { accountId, livemode: true, currency });
    expect(audit.available + audit.pending).toBe(audit.total);
  }
};

describe('booking a payment in a currency the account does not settle in', () => {
  it('converts it into the default settlement currency: amount and each fee, half up, at the rate of its time', async () => {
    const accountId = await ledgerAccount(database.db, ['USD']);
    const payment = paymentOn(accountId, 'fps_hk', 'HKD');
    const entry = await postBalanceTransaction(database.db, payinPostings.paymentReceived(payment, 12_345));
    // HKD 123.45 at 0.128 = USD 15.8016 → 15.80; the fee HKD 0.99 + 2.00 = 2.99 → USD 0.38272 → 0.38.
    expect(entry).toMatchObject({
      currency: 'USD',
      sourceCurrency: 'HKD',
      sourceAmount: 12_345,
      amount: 1_580,
      exchangeRate: '0.128',
      feeTotal: 38,
      feeDetails: [{ type: 'processing_fee', amount: 38, description: 'FPS 0.80% + HKD 2.00' }],
      net: 1_542,
    });
    expect(await balancesOf(accountId)).toEqual([{ currency: 'USD' }]);
    expect(await balanceAudit(database.db, { accountId, livemode: true, currency: 'USD' })).toMatchObject({
      pending: 1_542,
      total: 1_542,
    });
  });

  it('books its refunds and disputes in the same balance at their own time’s rate; a reversal gives back what was taken', async () => {
    const accountId = await ledgerAccount(database.db, ['USD']);
    const payment = paymentOn(accountId, 'fps_hk', 'HKD');
    const paid = await postBalanceTransaction(database.db, payinPostings.paymentReceived(payment, 10_000));
    expect(paid).toMatchObject({ currency: 'USD', amount: 1_280, feeTotal: 36, exchangeRate: '0.128' });

    // The provider moves HKD → USD after the payment: the refund and dispute convert at the new rate.
    await setRate(database.db, 'HKD', 'USD', '0.13', new Date());
    const refund = { id: newId('re'), amount: 5_000 };
    const dispute = { id: newId('dp'), amount: 2_005 };
    const refunded = await postBalanceTransaction(database.db, payinPostings.refundMade(payment, refund));
    const disputed = await postBalanceTransaction(database.db, payinPostings.disputeOpened(payment, dispute));
    // HKD 50.00 at 0.13 = USD 6.50; HKD 20.05 = USD 2.6065 → 2.61. A full refund of the payment
    // would take USD 13.00 for the USD 12.80 it brought: the rate moved in between.
    expect(refunded).toMatchObject({ currency: 'USD', sourceCurrency: 'HKD', amount: -650, exchangeRate: '0.13' });
    expect(disputed).toMatchObject({ currency: 'USD', sourceCurrency: 'HKD', amount: -261, exchangeRate: '0.13' });

    // Moved again: a failed refund and a dispute given back return exactly what their entry took.
    await setRate(database.db, 'HKD', 'USD', '0.125', new Date());
    const failed = await postBalanceTransaction(database.db, payinPostings.refundFailed(payment, refund));
    const reversed = await postBalanceTransaction(database.db, payinPostings.disputeReversed(payment, dispute));
    expect(failed).toMatchObject({ currency: 'USD', amount: 650, exchangeRate: '0.13' });
    expect(reversed).toMatchObject({ currency: 'USD', amount: 261, exchangeRate: '0.13' });
    const later = await postBalanceTransaction(
      database.db,
      payinPostings.refundMade(payment, { id: newId('re'), amount: 1_000 }),
    );
    expect(later).toMatchObject({ currency: 'USD', amount: -125, exchangeRate: '0.125' });

    expect(await balancesOf(accountId)).toEqual([{ currency: 'USD' }]);
    expect(await balanceAudit(database.db, { accountId, livemode: true, currency: 'USD' })).toMatchObject({
      total: 1_244 - 650 - 261 + 650 + 261 - 125,
    });
    await expectBalancesAreTheirEntries(accountId);
  });

  it('uses the rate in effect when a back-dated movement happened', async () => {
    const accountId = await ledgerAccount(database.db, ['USD']);
    await setRate(database.db, 'SGD', 'USD', '0.7', daysAgo(30));
    const before = paymentOn(accountId, 'paynow_sg', 'SGD');
    const after = paymentOn(accountId, 'paynow_sg', 'SGD');
    const oldAt = daysAgo(40);
    const old = await postBalanceTransaction(database.db, payinPostings.paymentReceived(before, 10_000, oldAt));
    const recent = await postBalanceTransaction(database.db, payinPostings.paymentReceived(after, 10_000, daysAgo(10)));
    // SGD 100.00 and its fee SGD 0.90 + 0.20: at the seeded 0.74, then at 0.7 from 30 days ago.
    expect(old).toMatchObject({ amount: 7_400, feeTotal: 81, exchangeRate: '0.74' });
    expect(old.timeCreated).toEqual(oldAt);
    expect(recent).toMatchObject({ amount: 7_000, feeTotal: 77, exchangeRate: '0.7' });
    // The old payment's refund, dated after the change, takes the rate of its own time.
    const refund = await postBalanceTransaction(
      database.db,
      payinPostings.refundMade(before, { id: newId('re'), amount: 1_000 }, daysAgo(5)),
    );
    expect(refund).toMatchObject({ currency: 'USD', amount: -700, exchangeRate: '0.7' });
    await expectBalancesAreTheirEntries(accountId);
  });
});

describe('booking a payment in a currency the account settles in, and other movements', () => {
  it('keeps a settlement currency unconverted (rate "1"); crosses other currencies through USD into the default', async () => {
    const accountId = await ledgerAccount(database.db, ['HKD', 'USD']);
    const hkd = await postBalanceTransaction(
      database.db,
      payinPostings.paymentReceived(paymentOn(accountId, 'fps_hk', 'HKD'), 10_000),
    );
    expect(hkd).toMatchObject({
      currency: 'HKD',
      sourceCurrency: 'HKD',
      sourceAmount: 10_000,
      amount: 10_000,
      feeTotal: 280,
      exchangeRate: '1',
    });
    // CNY → HKD has no rate of its own: CNY → USD 0.138 × USD → HKD 7.8125 = 1.078125.
    const cny = await postBalanceTransaction(
      database.db,
      payinPostings.paymentReceived(paymentOn(accountId, 'wechatpay_cn', 'CNY'), 10_000),
    );
    expect(multiplyRates('0.138', '7.8125')).toBe('1.078125');
    expect(cny).toMatchObject({
      currency: 'HKD',
      sourceCurrency: 'CNY',
      amount: 10_781,
      feeTotal: convertMinor(220, 'CNY', 'HKD', '1.078125'),
      exchangeRate: '1.078125',
    });
    expect(cny.feeTotal).toBe(237);
    // Settlements, payouts and adjustments are posted in a balance currency: never converted.
    const withdrawal = await postBalanceTransaction(database.db, {
      accountId,
      livemode: true,
      currency: 'USD',
      type: 'settlement_cancel',
      source: { type: 'settlement', id: newId('stl'), amount: 500 },
      description: 'Withdrawal canceled',
    });
    expect(withdrawal).toMatchObject({ currency: 'USD', sourceCurrency: 'USD', amount: 500, exchangeRate: '1' });
    expect((await balancesOf(accountId)).map((b) => b.currency).sort()).toEqual(['HKD', 'USD']);
    await expectBalancesAreTheirEntries(accountId);
  });
});

describe('a rate missing from the table', () => {
  it('books the payment unconverted in its own currency with a warning; its refunds follow it', async () => {
    const warn = vi.spyOn(ledgerLog, 'warn').mockImplementation(() => {});
    const accountId = await ledgerAccount(database.db, ['USD']);
    // Before the seeded rates took effect (the epoch), the table has none.
    const long = new Date('1969-06-01T00:00:00Z');
    const payment = paymentOn(accountId, 'fps_hk', 'HKD');
    const entry = await postBalanceTransaction(database.db, payinPostings.paymentReceived(payment, 10_000, long));
    expect(entry).toMatchObject({
      currency: 'HKD',
      sourceCurrency: 'HKD',
      amount: 10_000,
      feeTotal: 280,
      exchangeRate: '1',
    });
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toMatchObject({ from: 'HKD', to: 'USD', type: 'payment', bookedIn: 'HKD' });
    // Its refund goes where the payment went, in HKD: nothing to convert, nothing to warn about.
    const refund = await postBalanceTransaction(
      database.db,
      payinPostings.refundMade(payment, { id: newId('re'), amount: 1_000 }),
    );
    expect(refund).toMatchObject({ currency: 'HKD', amount: -1_000, exchangeRate: '1' });
    expect(warn).toHaveBeenCalledOnce();

    // A converted payment's refund dated where no rate is: its payment entry's rate, in its balance.
    const converted = paymentOn(accountId, 'fps_hk', 'HKD');
    const paid = await postBalanceTransaction(database.db, payinPostings.paymentReceived(converted, 10_000));
    expect(paid.currency).toBe('USD');
    const early = await postBalanceTransaction(
      database.db,
      payinPostings.refundMade(converted, { id: newId('re'), amount: 1_000 }, long),
    );
    expect(early).toMatchObject({
      currency: 'USD',
      exchangeRate: paid.exchangeRate,
      amount: -convertMinor(1_000, 'HKD', 'USD', paid.exchangeRate),
    });
    expect(warn).toHaveBeenCalledTimes(2);
    expect((await balancesOf(accountId)).map((b) => b.currency).sort()).toEqual(['HKD', 'USD']);
    await expectBalancesAreTheirEntries(accountId);
  });
});

/** What may happen to an account's pay-in in foreign currencies, and to the rates, in any order. */
type Step =
  | { kind: 'pay'; method: PaymentMethodId; share: number }
  | { kind: 'refund' | 'dispute'; payment: number; share: number }
  | { kind: 'fail_refund' | 'resolve_dispute'; which: number }
  | { kind: 'move_rate'; payment: number; digits: number; scale: number };

/** One method per currency: HKD is a settlement currency of the account, the others are not. */
const methods: PaymentMethodId[] = [
  'fps_hk',
  'paynow_sg',
  'wechatpay_cn',
  'promptpay_th',
  'ideal_nl',
  'dana_id',
  'upi_in',
];
const share = fc.double({ min: 0, max: 1, noNaN: true });
const which = fc.nat({ max: 20 });
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('pay' as const), method: fc.constantFrom(...methods), share }),
  },
  fc.record({ kind: fc.constantFrom('refund' as const, 'dispute' as const), payment: which, share }),
  fc.record({ kind: fc.constantFrom('fail_refund' as const, 'resolve_dispute' as const), which }),
  fc.record({
    kind: fc.constant('move_rate' as const),
    // The currency of one of the payments so far: a move then matters to what follows.
    payment: which,
    digits: fc.integer({ min: 1, max: 2_000_000 }),
    scale: fc.integer({ min: 0, max: 9 }),
  }),
);

/** A rate as the table holds it: `digits` / 10^scale, written without floating point. */
const rateText = (digits: number, scale: number) => {
  const padded = digits.toString().padStart(scale + 1, '0');
  const text = scale ? `${padded.slice(0, -scale)}.${padded.slice(-scale)}` : padded;
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
};

describe('conversion properties over random pay-in in foreign currencies and moving rates', () => {
  it('books in settlement currencies only, each entry at its rate, reversals net to zero, balances are their entries', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 20 }), async (steps) => {
        const accountId = await ledgerAccount(database.db, ['USD', 'HKD']);
        const payments: { payment: ReturnType<typeof paymentOn>; left: number }[] = [];
        const refunds: { payment: ReturnType<typeof paymentOn>; part: { id: string; amount: number } }[] = [];
        const disputes: typeof refunds = [];
        // The rate each currency converts to USD at now, as the steps move it.
        const rates = new Map<string, string>();
        for (const method of methods) {
          const currency = paymentMethodOf(method).currencies[0] ?? 'HKD';
          rates.set(currency, await rateAt(database.db, currency, 'USD'));
        }
        const rateNow = (currency: string) => (currency === 'HKD' ? '1' : rates.get(currency));
        for (const s of steps) {
          if (s.kind === 'pay') {
            const payment = paymentOn(accountId, s.method, paymentMethodOf(s.method).currencies[0] ?? 'HKD');
            const limit = paymentMethodOf(s.method).limits[payment.currency as Currency];
            if (!limit) throw new Error(`${s.method} has no limits`);
            const amount = limit.min + Math.floor(s.share * (Math.min(limit.max, 1_000_000) - limit.min));
            const entry = await postBalanceTransaction(database.db, payinPostings.paymentReceived(payment, amount));
            expect(entry.exchangeRate).toBe(rateNow(payment.currency));
            payments.push({ payment, left: amount });
          } else if (s.kind === 'refund' || s.kind === 'dispute') {
            const drawn = payments[s.payment % Math.max(payments.length, 1)];
            if (!drawn || drawn.left === 0) continue;
            const part = {
              id: newId(s.kind === 'refund' ? 're' : 'dp'),
              amount: Math.max(1, Math.floor(s.share * drawn.left)),
            };
            drawn.left -= part.amount;
            const posting = s.kind === 'refund' ? payinPostings.refundMade : payinPostings.disputeOpened;
            const entry = await postBalanceTransaction(database.db, posting(drawn.payment, part));
            expect(entry.exchangeRate).toBe(rateNow(drawn.payment.currency));
            (s.kind === 'refund' ? refunds : disputes).push({ payment: drawn.payment, part });
          } else if (s.kind === 'fail_refund' || s.kind === 'resolve_dispute') {
            const list = s.kind === 'fail_refund' ? refunds : disputes;
            const [reversed] = list.splice(s.which % Math.max(list.length, 1), 1);
            if (!reversed) continue;
            const posting = s.kind === 'fail_refund' ? payinPostings.refundFailed : payinPostings.disputeReversed;
            await postBalanceTransaction(database.db, posting(reversed.payment, reversed.part));
          } else if (s.kind === 'move_rate') {
            const currency = payments[s.payment % Math.max(payments.length, 1)]?.payment.currency as
              | Currency
              | undefined;
            if (!currency) continue;
            await setRate(database.db, currency, 'USD', rateText(s.digits, s.scale), new Date());
            rates.set(currency, rateText(s.digits, s.scale));
          }
          await expectBalancesAreTheirEntries(accountId);
        }
        const entries = await database.db
          .select()
          .from(balanceTransactions)
          .where(eq(balanceTransactions.accountId, accountId));
        for (const entry of entries) {
          // HKD stays HKD; every other currency lands in the default, USD, converted at the rate it records.
          expect(entry.currency).toBe(entry.sourceCurrency === 'HKD' ? 'HKD' : 'USD');
          // (A moved rate may be exactly 1 between two currencies too.)
          if (entry.currency === entry.sourceCurrency) expect(entry.exchangeRate).toBe('1');
          const convert = (minor: number) =>
            convertMinor(minor, entry.sourceCurrency as Currency, entry.currency as Currency, entry.exchangeRate);
          expect(Math.abs(entry.amount)).toBe(convert(entry.sourceAmount));
          expect(entry.feeTotal).toBe(entry.feeDetails.reduce((sum, fee) => sum + fee.amount, 0));
          expect(entry.net).toBe(entry.amount - entry.feeTotal);
        }
        // A failed refund and a dispute given back return what their entry took, to the unit.
        const bySource = new Map<string, typeof entries>();
        for (const entry of entries) bySource.set(entry.sourceId, [...(bySource.get(entry.sourceId) ?? []), entry]);
        for (const [sourceId, own] of bySource) {
          if (own.length === 2) expect(own.reduce((sum, entry) => sum + entry.net, 0)).toBe(0);
          else expect(own, sourceId).toHaveLength(1);
        }
      }),
      { numRuns: 50 },
    );
  }, 240_000);
});
