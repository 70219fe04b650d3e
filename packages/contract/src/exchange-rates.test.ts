import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertMinor, isExchangeRate, multiplyRates } from './exchange-rates.ts';

describe('convertMinor', () => {
  it('rounds half up to a whole minor unit, across exponents', () => {
    // HKD 100.00 at 0.128 = USD 12.80; HKD 0.04 = USD 0.00512 → 0.01; HKD 0.03 → 0.00384 → 0.00.
    expect(convertMinor(10_000, 'HKD', 'USD', '0.128')).toBe(1_280);
    expect(convertMinor(4, 'HKD', 'USD', '0.128')).toBe(1);
    expect(convertMinor(3, 'HKD', 'USD', '0.128')).toBe(0);
    // JPY has no minor unit: JPY 1,000 at 0.0067 = USD 6.70; USD 20.00 at 149.253731 = JPY 2,985.07 → 2,985.
    expect(convertMinor(1_000, 'JPY', 'USD', '0.0067')).toBe(670);
    expect(convertMinor(2_000, 'USD', 'JPY', '149.253731')).toBe(2_985);
    expect(convertMinor(2_000, 'USD', 'HKD', '7.8125')).toBe(15_625);
  });

  it('refuses a result beyond 2^53 − 1 rather than lose its exactness', () => {
    expect(() => convertMinor(Number.MAX_SAFE_INTEGER, 'USD', 'IDR', '15873.015873')).toThrow('too large');
  });

  it('equals the exact rational result for any amount up to 2^53 − 1', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.integer({ min: 1, max: 999_999_999 }),
        fc.integer({ min: 0, max: 9 }),
        (amount, digits, scale) => {
          const rate = (Number(digits) / 10 ** scale).toFixed(scale);
          const exact = (BigInt(amount) * BigInt(digits) * 2n + 10n ** BigInt(scale)) / (2n * 10n ** BigInt(scale));
          if (exact > BigInt(Number.MAX_SAFE_INTEGER)) return;
          expect(convertMinor(amount, 'HKD', 'USD', rate)).toBe(Number(exact));
        },
      ),
      { numRuns: 1_000 },
    );
  });
});

describe('rates', () => {
  it('accepts positive decimals only', () => {
    expect(['0.128', '7.8125', '1', '149.253731'].every(isExchangeRate)).toBe(true);
    expect(['0', '0.000', '-1', '1e3', '.5', '01.2', '1.', ''].some(isExchangeRate)).toBe(false);
  });

  it('multiplies exactly, cut to 12 decimals', () => {
    expect(multiplyRates('0.128', '7.246377')).toBe('0.927536256');
    expect(multiplyRates('4', '0.25')).toBe('1');
    expect(multiplyRates('0.000063', '0.000001')).toBe('0.000000000063');
  });
});
