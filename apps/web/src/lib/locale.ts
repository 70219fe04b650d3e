import type { Language } from '@paydeck/contract/identity-rules';
import { type Locale, pickLocale } from '@paydeck/contract/locales';
import type { Locale as AntdLocale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import dayjs from 'dayjs';
import { useSyncExternalStore } from 'react';
import { setLocaleSource } from './api-client.ts';
import { i18next, initI18n, loadCatalogs, setStringIsolation } from './i18n.ts';
import {
  catalogLocaleOf,
  directionOf,
  isUiLocale,
  type LocaleData,
  loadLocaleData,
  type UiLocale,
} from './locales-catalog.ts';
import { storage } from './storage.ts';

export type LocaleState = {
  /** The locale chosen in the picker: antd's strings, dates and numbers follow it. */
  locale: UiLocale;
  /** The catalog its strings come from, also the server's Accept-Language: en-US or zh-CN. */
  catalog: Locale;
  direction: 'ltr' | 'rtl';
  antd: AntdLocale;
};

let state: LocaleState = { locale: 'en-US', catalog: 'en-US', direction: 'ltr', antd: enUS };
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const getState = () => state;

/** The locale state; components re-render when it changes (antd's ConfigProvider, the picker). */
export const useLocaleState = () => useSyncExternalStore(subscribe, getState, getState);

/** The catalog language of the interface (en-US or zh-CN): what the strings and the server speak. */
export const activeLocale = (): Locale => state.catalog;

/** The interface locale the user chose (e.g. fr-FR): what numbers, money and antd follow. */
export const uiLocale = (): UiLocale => state.locale;

/**
 * Default locale (ARCHITECTURE §6): the stored choice (any picker locale), else the browser's if it
 * is English or Chinese (en-* → en-US, zh-* → zh-CN), else zh-CN. A browser in another language
 * gets the default rather than, say, fr-FR: the product's default language is Chinese (spec §1),
 * and the other locales have no strings of their own, so they are an explicit choice.
 */
export const initialLocale = (): UiLocale => {
  const stored = storage.get('locale');
  if (isUiLocale(stored)) return stored;
  return pickLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);
};

const apply = (locale: UiLocale, data: LocaleData) => {
  const catalog = catalogLocaleOf(locale);
  state = { locale, catalog, direction: directionOf(locale), antd: data.antd };
  dayjs.locale(data.dayjs);
  // The page's text is the catalog's, so that is its language (screen readers pick their voice by it).
  document.documentElement.lang = catalog;
  document.documentElement.dir = state.direction;
  setStringIsolation(state.direction === 'rtl');
};

const notify = () => {
  for (const listener of listeners) listener();
};

let latestChange = 0;

/**
 * Called once at start: loads the locale's catalogs, antd strings and dayjs locale together, and
 * applies them before the first render. Without a locale, keeps the one i18next was started with.
 */
export const startLocale = async (locale?: UiLocale) => {
  setLocaleSource(activeLocale);
  const chosen: UiLocale = locale ?? (isUiLocale(i18next.language) ? i18next.language : 'zh-CN');
  const catalog = catalogLocaleOf(chosen);
  const [data] = await Promise.all([
    loadLocaleData(chosen),
    i18next.isInitialized && i18next.language === catalog ? undefined : initI18n(catalog),
  ]);
  apply(chosen, data);
  notify();
};

/**
 * Switches app strings, antd (through Providers, which follows this state), dayjs, number
 * formatting and the page direction together, and remembers the choice.
 */
export const changeLocale = async (locale: UiLocale) => {
  const change = ++latestChange;
  const catalog = catalogLocaleOf(locale);
  const [data] = await Promise.all([loadLocaleData(locale), loadCatalogs(catalog)]);
  // A quicker later choice has already been applied.
  if (change !== latestChange) return;
  storage.set('locale', locale);
  apply(locale, data);
  await i18next.changeLanguage(catalog);
  notify();
};

/** The profile language (spec §3): a locale switches the interface; `default` keeps this device's choice. */
export const applyLanguagePreference = async (language: Language) => {
  if (language !== 'default' && language !== activeLocale()) await changeLocale(language);
};
