import { describe, expect, it } from 'vitest';
import { defaultLocale, localeFromAcceptLanguage } from './locales.ts';

describe('localeFromAcceptLanguage', () => {
  it('defaults to zh-CN when the header is missing or empty', () => {
    expect(defaultLocale).toBe('zh-CN');
    expect(localeFromAcceptLanguage(undefined)).toBe('zh-CN');
    expect(localeFromAcceptLanguage('')).toBe('zh-CN');
    expect(localeFromAcceptLanguage('*')).toBe('zh-CN');
  });

  it('honours q-values rather than header order', () => {
    expect(localeFromAcceptLanguage('zh-CN;q=0.5, en-US;q=0.9')).toBe('en-US');
    expect(localeFromAcceptLanguage('en-US;q=0.4,zh;q=0.8')).toBe('zh-CN');
    expect(localeFromAcceptLanguage('en-US,en;q=0.9,zh;q=0.8')).toBe('en-US');
  });

  it('ignores languages refused with q=0', () => {
    expect(localeFromAcceptLanguage('en;q=0, zh-CN;q=0.1')).toBe('zh-CN');
  });

  it('maps other English variants to en-US', () => {
    expect(localeFromAcceptLanguage('en-GB')).toBe('en-US');
    expect(localeFromAcceptLanguage('en')).toBe('en-US');
    expect(localeFromAcceptLanguage('EN-au')).toBe('en-US');
  });

  it('maps every Chinese variant to zh-CN', () => {
    expect(localeFromAcceptLanguage('zh-Hant')).toBe('zh-CN');
    expect(localeFromAcceptLanguage('zh-TW')).toBe('zh-CN');
    expect(localeFromAcceptLanguage('zh')).toBe('zh-CN');
  });

  it('falls back to zh-CN for unsupported languages, or to the next supported one', () => {
    expect(localeFromAcceptLanguage('fr')).toBe('zh-CN');
    expect(localeFromAcceptLanguage('fr-FR, de;q=0.9')).toBe('zh-CN');
    expect(localeFromAcceptLanguage('fr-FR, en;q=0.5')).toBe('en-US');
  });
});
