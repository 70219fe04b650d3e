import { describe, expect, it } from 'vitest';
import { currencyExponents, formatMoney, toMajorString, toMinorUnits } from './currencies.ts';

describe('toMinorUnits / toMajorString', () => {
  it('round-trips major-unit strings through integer minor units', () => {
    for (const major of ['0.00', '0.01', '12.34', '1000.00', '-5.50']) {
      const minor = toMinorUnits(major, 'USD');
      expect(minor).not.toBeNull();
      expect(toMajorString(minor ?? 0n, 'USD')).toBe(major);
    }
    expect(toMinorUnits('12.34', 'USD')).toBe(1234n);
    expect(toMinorUnits('12.3', 'EUR')).toBe(1230n);
    expect(toMinorUnits('12', 'HKD')).toBe(1200n);
    expect(toMajorString(5, 'USD')).toBe('0.05');
    expect(toMajorString(-5n, 'USD')).toBe('-0.05');
  });

  it('uses ISO 4217 exponents: 2 for EUR and GBP, 0 for JPY', () => {
    expect([currencyExponents.EUR, currencyExponents.GBP, currencyExponents.JPY]).toEqual([2, 2, 0]);
    expect(toMinorUnits('1234', 'JPY')).toBe(1234n);
    expect(toMinorUnits('1234.5', 'JPY')).toBeNull();
    expect(toMajorString(1234n, 'JPY')).toBe('1234');
  });

  it('rejects more decimals than the currency has', () => {
    expect(toMinorUnits('1.234', 'USD')).toBeNull();
    expect(toMinorUnits('0.001', 'CNY')).toBeNull();
  });

  it('rejects anything that is not a plain decimal number', () => {
    for (const garbage of ['', 'abc', '1,000.00', '1e3', '.5', '1.', '--1', '+1', '1.2.3', 'NaN', 'Infinity', '0x10']) {
      expect(toMinorUnits(garbage, 'USD'), garbage).toBeNull();
    }
  });

  it('stays exact beyond 2^53', () => {
    const major = '90071992547409931.23'; // 2^53 × 10 + change: a float would lose the cents
    const minor = toMinorUnits(major, 'USD');
    expect(minor).toBe(9007199254740993123n);
    expect(toMajorString(9007199254740993123n, 'USD')).toBe(major);
  });
});

describe('formatMoney', () => {
  it('formats for en-US', () => {
    expect(formatMoney(1234n, 'USD', 'en-US')).toBe('USD 12.34');
    expect(formatMoney(100_000n, 'HKD', 'en-US')).toBe('HKD 1,000.00');
    expect(formatMoney(1234, 'JPY', 'en-US')).toBe('JPY 1,234');
  });

  it('formats for zh-CN', () => {
    expect(formatMoney(1234n, 'CNY', 'zh-CN')).toBe('CNY 12.34');
    expect(formatMoney(1234n, 'USD', 'zh-CN')).toBe('USD 12.34');
  });

  it('does not round large amounts through floating point', () => {
    expect(formatMoney(9007199254740993123n, 'USD', 'en-US')).toBe('USD 90,071,992,547,409,931.23');
  });
});
