import { describe, expect, it } from 'vitest';
import { amountCeiling, amountMaxima, currencies, isWithinAmountMax } from './currencies.ts';
import { defaultPaidAmount, paidAmountIssue } from './paid-amount-rules.ts';
import { paymentMethodCatalogue } from './payment-method-catalogue.ts';

describe('amountMaxima', () => {
  it('gives every currency a maximum, each a power of ten, all far below 2^53', () => {
    expect(Object.keys(amountMaxima).sort()).toEqual([...currencies].sort());
    for (const currency of currencies) expect(String(amountMaxima[currency]), currency).toMatch(/^10+$/);
    expect(amountCeiling).toBe(1_000_000_000_000);
    // About 9,000 movements of the largest maximum before a balance in one currency passes 2^53.
    expect(Math.floor(Number.MAX_SAFE_INTEGER / amountCeiling)).toBeGreaterThanOrEqual(9_000);
  });

  it('holds ten times the largest method limit of each currency, so real over-payments fit', () => {
    for (const entry of paymentMethodCatalogue) {
      for (const currency of entry.currencies) {
        const limit = entry.limits[currency];
        expect((limit?.max ?? Number.POSITIVE_INFINITY) * 10, `${entry.method} ${currency}`).toBeLessThanOrEqual(
          amountMaxima[currency],
        );
      }
    }
  });

  it('isWithinAmountMax takes whole minor units from 1 to the maximum', () => {
    expect([1, 10_000_000_000].map((amount) => isWithinAmountMax(amount, 'HKD'))).toEqual([true, true]);
    expect([0, 10_000_000_001, 1.5, Number.MAX_SAFE_INTEGER].map((a) => isWithinAmountMax(a, 'HKD'))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('paidAmountIssue', () => {
  it('takes an under-payment below the amount and an over-payment above it, up to the maximum', () => {
    expect(paidAmountIssue('under_paid', 1, 10_000, 'HKD')).toBeNull();
    expect(paidAmountIssue('under_paid', 9_999, 10_000, 'HKD')).toBeNull();
    expect(paidAmountIssue('over_paid', 10_001, 10_000, 'HKD')).toBeNull();
    expect(paidAmountIssue('over_paid', 10_000_000_000, 10_000, 'HKD')).toBeNull();
  });

  it('refuses the rest, naming the amount or the maximum', () => {
    const invalid = { code: 'checkout_amount_invalid', amount: 'HKD 100.00' };
    expect(paidAmountIssue('under_paid', 10_000, 10_000, 'HKD')).toEqual(invalid);
    expect(paidAmountIssue('under_paid', 0, 10_000, 'HKD')).toEqual(invalid);
    expect(paidAmountIssue('over_paid', 10_000, 10_000, 'HKD')).toEqual(invalid);
    expect(paidAmountIssue('over_paid', 1.5 + 10_000, 10_000, 'HKD')).toEqual(invalid);
    const above = { code: 'amount_above_maximum', max: 'HKD 100000000.00' };
    expect(paidAmountIssue('over_paid', 10_000_000_001, 10_000, 'HKD')).toEqual(above);
    expect(paidAmountIssue('over_paid', Number.MAX_SAFE_INTEGER, 100, 'HKD')).toEqual(above);
    expect(paidAmountIssue('over_paid', 1_000_000_001, 100, 'JPY')).toEqual({
      code: 'amount_above_maximum',
      max: 'JPY 1000000000',
    });
  });
});

describe('defaultPaidAmount', () => {
  it('is half the amount (at least 1) or 10% more rounded up, in integers, within the maximum', () => {
    expect([1, 2, 25_001].map((amount) => defaultPaidAmount('under_paid', amount, 'HKD'))).toEqual([1, 1, 12_500]);
    expect([10, 11, 25_000].map((amount) => defaultPaidAmount('over_paid', amount, 'HKD'))).toEqual([11, 13, 27_500]);
    expect(defaultPaidAmount('over_paid', 9_999_999_999, 'HKD')).toBe(10_000_000_000);
  });
});
