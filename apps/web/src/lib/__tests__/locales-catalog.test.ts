import generateConfig from '@rc-component/picker/es/generate/dayjs';
import dayjs from 'dayjs';
import localeData from 'dayjs/plugin/localeData';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  catalogLocaleOf,
  directionOf,
  isRightToLeft,
  isUiLocale,
  loadLocaleData,
  nameIn,
  regionOf,
  selfName,
  uiLocales,
} from '../locales-catalog.ts';

dayjs.extend(localeData);

afterEach(() => vi.restoreAllMocks());

describe('the picker locales', () => {
  it('are about 50 distinct BCP 47 tags, en-US and zh-CN among them', () => {
    expect(uiLocales.length).toBeGreaterThanOrEqual(48);
    expect(new Set(uiLocales).size).toBe(uiLocales.length);
    expect(uiLocales).toEqual(expect.arrayContaining(['en-US', 'zh-CN', 'ar-EG', 'he-IL', 'fa-IR', 'ku-IQ']));
    for (const tag of uiLocales) expect(Intl.getCanonicalLocales(tag)).toEqual([tag]);
    expect(isUiLocale('fr-FR')).toBe(true);
    expect(isUiLocale('fr')).toBe(false);
    expect(isUiLocale(null)).toBe(false);
  });
});

describe('catalogLocaleOf (strings and Accept-Language)', () => {
  it('reads Chinese locales from zh-CN and every other locale from en-US', () => {
    expect(catalogLocaleOf('zh-CN')).toBe('zh-CN');
    expect(catalogLocaleOf('zh-TW')).toBe('zh-CN');
    expect(catalogLocaleOf('zh-HK')).toBe('zh-CN');
    expect(catalogLocaleOf('en-US')).toBe('en-US');
    expect(catalogLocaleOf('ja-JP')).toBe('en-US');
    expect(catalogLocaleOf('ar-EG')).toBe('en-US');
  });
});

describe('right-to-left (spec §9)', () => {
  it('is he, ar, fa, ku and ur, whatever the region', () => {
    const rtl = uiLocales.filter(isRightToLeft);
    expect(rtl.sort()).toEqual(['ar-EG', 'fa-IR', 'he-IL', 'ku-IQ', 'ur-PK']);
    expect(isRightToLeft('ar')).toBe(true);
    expect(isRightToLeft('AR-sa')).toBe(true);
    expect(directionOf('he-IL')).toBe('rtl');
    expect(directionOf('hu-HU')).toBe('ltr');
    expect(directionOf('kk-KZ')).toBe('ltr');
  });
});

describe('labels', () => {
  it('name a locale in its own language, with its region flag', () => {
    expect(selfName('fr-FR')).toBe('Français (France)');
    expect(selfName('de-DE')).toBe('Deutsch (Deutschland)');
    expect(selfName('ja-JP')).toBe('日本語 (日本)');
    expect(regionOf('fr-FR')).toBe('FR');
    expect(regionOf('pt-BR')).toBe('BR');
    expect(regionOf('fr')).toBe('');
  });

  it('names the interface languages without asking Intl, exactly as Intl would', () => {
    const spy = vi.spyOn(Intl, 'DisplayNames');
    const names = { 'en-US': selfName('en-US'), 'zh-CN': selfName('zh-CN') };
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
    for (const [tag, name] of Object.entries(names)) {
      expect(name).toBe(new Intl.DisplayNames([tag], { type: 'language', languageDisplay: 'standard' }).of(tag));
    }
  });

  it('has no label for a locale the runtime cannot name in its own language', () => {
    expect(selfName('xx-XX')).toBeNull();
    // A runtime without Kurdish data names it in another language: not its own name either.
    const english = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
    vi.spyOn(Intl, 'DisplayNames').mockImplementation(() => english);
    expect(selfName('ur-IN')).toBeNull();
  });

  it('finds names in other languages for searching', () => {
    expect(nameIn('ar-EG', 'en')).toBe('Arabic (Egypt)');
    expect(nameIn('ar-EG', 'zh-CN')).toBe('阿拉伯语（埃及）');
  });
});

describe('loadLocaleData', () => {
  it.each(uiLocales)("%s: antd's strings, and the dayjs locale antd's date picker asks for", async (locale) => {
    const { antd, dayjs: dayjsLocale } = await loadLocaleData(locale);
    const language = locale.split('-')[0] ?? '';
    // antd names its files xx_YY; Kurdish is kmr (Kurmanji) and Norwegian nb.
    expect(antd.locale?.split(/[-_]/)[0]).toBe(language === 'ku' ? 'ku' : language);
    expect(antd.Pagination).toBeDefined();
    expect(dayjsLocale.split('-')[0]).toBe(language);
    expect(Object.hasOwn(dayjs.Ls, dayjsLocale)).toBe(true);
    // What antd's date picker shows (through @rc-component/picker's dayjs adapter) is the loaded locale's.
    const pickerLocale = antd.DatePicker?.lang.locale ?? '';
    expect(generateConfig.locale.getShortMonths?.(pickerLocale)).toEqual(
      dayjs().locale(dayjsLocale).localeData().monthsShort(),
    );
  });

  it('switches antd to French strings for fr-FR', async () => {
    const { antd } = await loadLocaleData('fr-FR');
    expect(antd.Pagination?.items_per_page).toBe('/ page');
    expect(antd.DatePicker?.lang.today).toBe("Aujourd'hui");
    expect(antd.Empty?.description).toBe('Aucune donnée');
  });
});
