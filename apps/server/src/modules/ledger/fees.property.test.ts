import type { Currency } from '@paydeck/contract/currencies';
import { paymentFee, paymentMethodCatalogue } from '@paydeck/contract/payment-method-catalogue';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/** The exact reference: the rule of docs/fees.md in BigInt, round half up of amount × bps / 10000. */
const exactPercentage = (amount: bigint, bps: bigint) => (amount * bps + 5_000n) / 10_000n;

const methodCurrency = fc.constantFrom(
  ...paymentMethodCatalogue.flatMap((definition) =>
    definition.currencies.map((currency) => ({ definition, currency: currency as Currency })),
  ),
);
/** Every basis-point rate a schedule may hold (0 to 100%), not only today's. */
const anyRate = fc.integer({ min: 0, max: 10_000 });
/** Amounts across the whole safe range, weighted to the top where a float product loses digits. */
const amount = fc.oneof(
  fc.integer({ min: 0, max: 1_000_000_000 }),
  fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
  fc.integer({ min: Number.MAX_SAFE_INTEGER - 1_000_000, max: Number.MAX_SAFE_INTEGER }),
);

describe('paymentFee is exact integer arithmetic', () => {
  it('equals the BigInt reference for every method, currency and amount up to 2^53 − 1', () => {
    fc.assert(
      fc.property(methodCurrency, amount, ({ definition, currency }, value) => {
        const fee = paymentFee(definition, value, currency);
        const percentage = exactPercentage(BigInt(value), BigInt(definition.fee.percentageBps));
        expect(BigInt(fee.percentage)).toBe(percentage);
        expect(fee.total).toBe(fee.percentage + (definition.fee.fixed[currency] ?? 0));
        expect(Number.isSafeInteger(fee.total)).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });

  it('holds for any rate, with the schedule’s fixed part unchanged', () => {
    const [definition] = paymentMethodCatalogue;
    if (!definition) throw new Error('empty catalogue');
    const currency = definition.currencies[0] as Currency;
    fc.assert(
      fc.property(anyRate, amount, (bps, value) => {
        const fee = paymentFee({ ...definition, fee: { ...definition.fee, percentageBps: bps } }, value, currency);
        expect(BigInt(fee.percentage)).toBe(exactPercentage(BigInt(value), BigInt(bps)));
      }),
      { numRuns: 2_000 },
    );
  });

  it('keeps the documented rounding: half up in minor units, exact where a float product was not', () => {
    const alipay = paymentMethodCatalogue.find((entry) => entry.method === 'alipay_cn');
    if (!alipay) throw new Error('alipay_cn missing');
    // 22 × 2.2% = 0.484 → 0; 23 × 2.2% = 0.506 → 1 (as docs/fees.md says).
    expect([22, 23].map((value) => paymentFee(alipay, value, 'CNY').percentage)).toEqual([0, 1]);
    // 8,397,887,266,601,112 × 2.2% = 184,753,519,865,224.464: the float product made it …225.
    expect(paymentFee(alipay, 8_397_887_266_601_112, 'CNY').percentage).toBe(184_753_519_865_224);
  });
});
