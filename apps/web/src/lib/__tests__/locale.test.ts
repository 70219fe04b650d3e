import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api-client.ts';
import { i18next } from '../i18n.ts';
import { activeLocale, applyLanguagePreference, changeLocale, initialLocale, uiLocale } from '../locale.ts';
import { storage } from '../storage.ts';

afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await changeLocale('en-US');
});

const browserLanguages = (languages: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

describe('initialLocale (ARCHITECTURE §6)', () => {
  it('prefers the stored choice, any locale of the picker', () => {
    browserLanguages(['en-US']);
    storage.set('locale', 'zh-CN');
    expect(initialLocale()).toBe('zh-CN');
    storage.set('locale', 'ar-EG');
    expect(initialLocale()).toBe('ar-EG');
  });

  it('ignores a stored value that is no longer a locale of the picker', () => {
    browserLanguages(['en-US']);
    storage.set('locale', 'xx-YY');
    expect(initialLocale()).toBe('en-US');
  });

  it('else the browser language when it is English or Chinese', () => {
    browserLanguages(['en-GB', 'fr']);
    expect(initialLocale()).toBe('en-US');
    browserLanguages(['zh-TW']);
    expect(initialLocale()).toBe('zh-CN');
  });

  it('else zh-CN, even for a browser in another language of the picker', () => {
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

  it('keeps English strings for another locale, with its dayjs locale, and remembers it', async () => {
    await changeLocale('fr-FR');
    expect(uiLocale()).toBe('fr-FR');
    expect(activeLocale()).toBe('en-US');
    expect(i18next.t('actions.backHome')).toBe('Back home');
    expect(dayjs.locale()).toBe('fr');
    expect(document.documentElement.dir).toBe('ltr');
    expect(storage.get('locale')).toBe('fr-FR');
  });

  it('turns the page right-to-left for Arabic, and back', async () => {
    await changeLocale('ar-EG');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('en-US');
    // Each English string keeps its own left-to-right order inside the right-to-left page.
    expect(i18next.t('actions.backHome')).toBe('\u2068Back home\u2069');
    await changeLocale('de-DE');
    expect(document.documentElement.dir).toBe('ltr');
    expect(i18next.t('actions.backHome')).toBe('Back home');
  });

  it('Chinese locales read the zh-CN catalog', async () => {
    await changeLocale('zh-TW');
    expect(activeLocale()).toBe('zh-CN');
    expect(i18next.t('actions.backHome')).toBe('返回首页');
    expect(dayjs.locale()).toBe('zh-tw');
  });

  it('applies the last choice when two overlap', async () => {
    await Promise.all([changeLocale('ja-JP'), changeLocale('ko-KR')]);
    expect(uiLocale()).toBe('ko-KR');
    expect(storage.get('locale')).toBe('ko-KR');
  });
});

describe('Accept-Language', () => {
  it.each([
    ['en-US', 'en-US'],
    ['fr-FR', 'en-US'],
    ['ar-EG', 'en-US'],
    ['zh-CN', 'zh-CN'],
    ['zh-HK', 'zh-CN'],
  ] as const)('a %s interface asks the server for %s', async (locale, header) => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true, data: {} })));
    vi.stubGlobal('fetch', fetchMock);
    await changeLocale(locale);
    await api.get('/v1/countries');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({ 'accept-language': header });
  });
});

describe('applyLanguagePreference (spec §3)', () => {
  it('keeps a locale whose catalog is the profile language, and switches otherwise', async () => {
    await changeLocale('fr-FR');
    await applyLanguagePreference('en-US');
    expect(uiLocale()).toBe('fr-FR');
    await applyLanguagePreference('default');
    expect(uiLocale()).toBe('fr-FR');
    await applyLanguagePreference('zh-CN');
    expect(uiLocale()).toBe('zh-CN');
  });
});
