import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next, initialLocale } from '../i18n.ts';
import { changeLocale } from '../locale.ts';
import { storage } from '../storage.ts';

afterEach(async () => {
  vi.restoreAllMocks();
  await changeLocale('en-US');
});

const browserLanguages = (languages: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

describe('initialLocale (ARCHITECTURE §6)', () => {
  it('prefers the stored choice', () => {
    browserLanguages(['en-US']);
    storage.set('locale', 'zh-CN');
    expect(initialLocale()).toBe('zh-CN');
  });

  it('else the browser language when supported', () => {
    browserLanguages(['en-GB', 'fr']);
    expect(initialLocale()).toBe('en-US');
    browserLanguages(['zh-TW']);
    expect(initialLocale()).toBe('zh-CN');
  });

  it('else zh-CN', () => {
    browserLanguages(['fr-FR', 'de']);
    expect(initialLocale()).toBe('zh-CN');
  });
});

describe('changeLocale', () => {
  it('switches app strings, dayjs and the document language together, and remembers', async () => {
    await changeLocale('zh-CN');
    expect(i18next.t('actions.backHome')).toBe('返回首页');
    expect(dayjs.locale()).toBe('zh-cn');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(storage.get('locale')).toBe('zh-CN');
    await changeLocale('en-US');
    expect(i18next.t('actions.backHome')).toBe('Back home');
    expect(dayjs.locale()).toBe('en');
  });
});
