import { describe, expect, it } from 'vitest';
import { type ErrorCode, errorAreas, errorCodes, errorMessage, errorMessages, formatMessage } from './errors.ts';
import { locales } from './locales.ts';

const codes = Object.keys(errorCodes) as ErrorCode[];
const placeholders = (message: string) => [...message.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('error catalogue', () => {
  it('defines each code in one area only', () => {
    const defined = errorAreas.flatMap((area) => Object.keys(area));
    expect(defined.length).toBe(new Set(defined).size);
    expect(defined.sort()).toEqual([...codes].sort());
  });

  it('has a non-empty message for every code in every locale, and no extra ones', () => {
    for (const locale of locales) {
      expect(Object.keys(errorMessages[locale]).sort()).toEqual([...codes].sort());
      for (const code of codes) expect(errorMessages[locale][code].trim(), `${locale} ${code}`).not.toBe('');
    }
  });

  it('uses the same placeholders in both locales', () => {
    for (const code of codes) {
      expect(placeholders(errorMessages['zh-CN'][code]), code).toEqual(placeholders(errorMessages['en-US'][code]));
    }
  });

  it('writes zh-CN messages in Chinese', () => {
    for (const code of codes) expect(errorMessages['zh-CN'][code], code).toMatch(/\p{Script=Han}/u);
  });
});

describe('formatMessage', () => {
  it('fills placeholders from params', () => {
    expect(formatMessage('Retry in {{retry_after}} s, {{who}}.', { retry_after: 30, who: 'you' })).toBe(
      'Retry in 30 s, you.',
    );
    expect(errorMessage('en-US', 'rate_limited', { retry_after: 42 })).toBe(
      'Too many requests. Please try again in 42 seconds.',
    );
    expect(errorMessage('zh-CN', 'route_not_found', { method: 'GET', path: '/v1/x' })).toBe('接口不存在：GET /v1/x。');
  });

  it('leaves a placeholder without a param as it is', () => {
    expect(formatMessage('Hello {{name}}')).toBe('Hello {{name}}');
  });
});
