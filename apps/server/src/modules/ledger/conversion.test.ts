import { convertMinor, multiplyRates } from '@paydeck/contract/exchange-rates';
import type { PaymentMethodId } from '@paydeck/contract/payment-method-catalogue';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.ts';
import { balanceAudit, ledgerAccount } from '../../../test/ledger.ts';
import { balances } from '../../db/schema/ledger.ts';
import { newId } from '../../lib/ids.ts';
import { setRate } from './exchange-rates.service.ts';
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
