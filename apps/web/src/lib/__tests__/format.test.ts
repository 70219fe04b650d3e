import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime, formatMoney, formatNumber } from '../format.ts';
import { changeLocale } from '../locale.ts';
import { storage } from '../storage.ts';

afterEach(() => changeLocale('en-US'));

describe('formatDateTime', () => {
  it('shows Unix seconds as YYYY-MM-DD HH:mm:ss in the given zone', () => {
    expect(formatDateTime(1_767_225_600, 'Asia/Shanghai')).toBe('2026-01-01 08:00:00');
    expect(formatDateTime(1_767_225_600, 'America/New_York')).toBe('2025-12-31 19:00:00');
  });

  it('shows midnight as 00, and the wall clock on both sides of a daylight-saving change', () => {
    expect(formatDateTime(1_767_225_600, 'UTC')).toBe('2026-01-01 00:00:00');
    // New York springs forward at 2026-03-08 07:00 UTC: 01:59:59 EST, then 03:00:00 EDT.
    expect(formatDateTime(1_772_953_199, 'America/New_York')).toBe('2026-03-08 01:59:59');
    expect(formatDateTime(1_772_953_200, 'America/New_York')).toBe('2026-03-08 03:00:00');
    expect(formatDateTime(1_772_953_200, 'Asia/Kolkata')).toBe('2026-03-08 12:30:00');
  });

  it('uses the stored time zone by default, and shows nothing for no time', () => {
    storage.set('timezone', 'Asia/Kolkata');
    expect(formatDateTime(0)).toBe('1970-01-01 05:30:00');
    expect(formatDateTime(null)).toBe('');
  });

  it('keeps YYYY-MM-DD HH:mm:ss with Western digits in every interface locale (spec §9)', async () => {
    for (const locale of ['ar-EG', 'fa-IR', 'ja-JP', 'de-DE'] as const) {
      await changeLocale(locale);
      expect(formatDateTime(1_767_225_600, 'UTC'), locale).toBe('2026-01-01 00:00:00');
    }
  });
});

describe('formatMoney', () => {
  it('formats minor units with the exponent table in the active locale', async () => {
    expect(formatMoney(123_456, 'USD')).toBe('USD 1,234.56');
    expect(formatMoney(5, 'JPY')).toBe('JPY 5');
    await changeLocale('zh-CN');
    expect(formatMoney(123_456, 'HKD')).toBe('HKD 1,234.56');
  });

  it('follows the interface locale, not only its catalog', async () => {
    await changeLocale('de-DE');
    expect(formatMoney(123_456, 'EUR')).toBe('EUR 1.234,56');
    expect(formatNumber(1_234_567)).toBe('1.234.567');
    await changeLocale('fr-FR');
    expect(formatMoney(123_456, 'USD')).toBe('USD 1\u202f234,56');
  });
});
