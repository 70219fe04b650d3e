import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { currencyExponents, isCurrency } from './currencies.ts';
import { feesMarkdown } from './fees-doc.ts';
import {
  isPaymentMethodId,
  isWithinLimit,
  paymentFee,
  paymentMethodCatalogue,
  paymentMethodFlows,
  paymentMethodIds,
  paymentMethodOf,
  paymentMethodTypes,
  servesBusiness,
} from './payment-method-catalogue.ts';
import { businessTypes } from './roles.ts';

describe('payment method catalogue', () => {
  it('offers the local methods of the pay-in issue, each once', () => {
    expect(paymentMethodIds).toEqual(
      expect.arrayContaining([
        'alipay_cn',
        'wechatpay_cn',
        'unionpay_cn',
        'alipay_hk',
        'fps_hk',
        'paynow_sg',
        'promptpay_th',
        'gcash_ph',
        'dana_id',
        'upi_in',
        'pix_br',
        'boleto_br',
        'oxxo_mx',
        'ideal_nl',
        'bancontact_be',
        'blik_pl',
      ]),
    );
    expect(new Set(paymentMethodIds).size).toBe(paymentMethodIds.length);
    expect(isPaymentMethodId('fps_hk')).toBe(true);
    expect(isPaymentMethodId('card_us')).toBe(false);
  });

  it('describes every method completely: type, flow, country, currencies with exponents, limits and fees', () => {
    for (const entry of paymentMethodCatalogue) {
      expect(paymentMethodTypes, entry.method).toContain(entry.type);
      expect(paymentMethodFlows, entry.method).toContain(entry.flow);
      expect(entry.country, entry.method).toMatch(/^[A-Z]{2}$/);
      expect(entry.method.endsWith(`_${entry.country.toLowerCase()}`), entry.method).toBe(true);
      expect(entry.businessTypes.length, entry.method).toBeGreaterThan(0);
      for (const type of entry.businessTypes) expect(businessTypes).toContain(type);
      expect(entry.fee.percentageBps).toBeGreaterThanOrEqual(0);
      expect(entry.fee.percentageBps).toBeLessThan(10_000);
      expect(entry.currencies.length, entry.method).toBeGreaterThan(0);
      for (const currency of entry.currencies) {
        expect(isCurrency(currency) && currencyExponents[currency] >= 0, currency).toBe(true);
        const limit = entry.limits[currency];
        expect(limit, `${entry.method} ${currency} limits`).toBeDefined();
        expect(Number.isInteger(limit?.min) && (limit?.min ?? 0) > 0).toBe(true);
        expect((limit?.max ?? 0) > (limit?.min ?? 0)).toBe(true);
        expect(Number.isInteger(entry.fee.fixed[currency]), `${entry.method} ${currency} fixed fee`).toBe(true);
      }
      expect(Object.keys(entry.limits).sort()).toEqual([...entry.currencies].sort());
      expect(Object.keys(entry.fee.fixed).sort()).toEqual([...entry.currencies].sort());
    }
  });

  it('offers a method to an account serving one of its business types', () => {
    expect(servesBusiness(paymentMethodOf('boleto_br'), ['payin'])).toBe(true);
    expect(servesBusiness(paymentMethodOf('boleto_br'), ['payout'])).toBe(false);
    expect(servesBusiness(paymentMethodOf('fps_hk'), ['payout'])).toBe(true);
  });
});

describe('paymentFee', () => {
  it('adds the percentage, rounded half up in minor units, to the fixed fee', () => {
    const fps = paymentMethodOf('fps_hk');
    expect(paymentFee(fps, 100_000, 'HKD')).toEqual({ percentage: 800, fixed: 200, total: 1_000 });
    const alipay = paymentMethodOf('alipay_cn');
    // 22 × 2.2% = 0.484 → 0; 23 × 2.2% = 0.506 → 1.
    expect(paymentFee(alipay, 22, 'CNY').percentage).toBe(0);
    expect(paymentFee(alipay, 23, 'CNY').percentage).toBe(1);
    // 25 × 2% = 0.5 exactly rounds up.
    expect(paymentFee(paymentMethodOf('alipay_hk'), 25, 'HKD').percentage).toBe(1);
    expect(paymentFee(paymentMethodOf('boleto_br'), 10_000, 'BRL')).toEqual({ percentage: 0, fixed: 345, total: 345 });
  });

  it('refuses a currency the method does not take, and amounts that are not integers', () => {
    expect(() => paymentFee(paymentMethodOf('fps_hk'), 100, 'USD')).toThrow(/USD/);
    expect(() => paymentFee(paymentMethodOf('fps_hk'), 1.5, 'HKD')).toThrow();
  });
});

describe('docs/fees.md', () => {
  it('is generated from the catalogue and current', () => {
    const file = readFileSync(path.resolve(import.meta.dirname, '../../../docs/fees.md'), 'utf8');
    expect(file).toBe(feesMarkdown());
  });
});

describe('isWithinLimit (the amount rule of a new payment)', () => {
  it('takes whole minor units within the limit, both ends included', () => {
    const limit = { min: 100, max: 5_000 };
    expect([100, 2_500, 5_000].map((amount) => isWithinLimit(limit, amount))).toEqual([true, true, true]);
    expect([99, 5_001, 100.5, Number.NaN].map((amount) => isWithinLimit(limit, amount))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
