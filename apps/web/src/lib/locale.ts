import type { Language } from '@paydeck/contract/identity-rules';
import { type Locale, locales } from '@paydeck/contract/locales';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { setLocaleSource } from './api-client.ts';
import { i18next, loadCatalogs } from './i18n.ts';
import { storage } from './storage.ts';

const dayjsLocales: Record<Locale, string> = { 'en-US': 'en', 'zh-CN': 'zh-cn' };

export const activeLocale = (): Locale => {
  const language = i18next.language;
  return (locales as readonly string[]).includes(language) ? (language as Locale) : 'zh-CN';
};

const applyToDocument = (locale: Locale) => {
  dayjs.locale(dayjsLocales[locale]);
  document.documentElement.lang = locale;
};

/** Called once at start, after i18n is initialised. */
export const startLocale = () => {
  setLocaleSource(activeLocale);
  applyToDocument(activeLocale());
};

/**
 * Switches app strings, dayjs and (through LocaleProvider, which follows i18next) antd together,
 * and remembers the choice.
 */
export const changeLocale = async (locale: Locale) => {
  await loadCatalogs(locale);
  applyToDocument(locale);
  storage.set('locale', locale);
  await i18next.changeLanguage(locale);
};

/** The profile language (spec §3): a locale switches the interface; `default` keeps this device's choice. */
export const applyLanguagePreference = async (language: Language) => {
  if (language !== 'default' && language !== activeLocale()) await changeLocale(language);
};
