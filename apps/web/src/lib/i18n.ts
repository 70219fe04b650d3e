import { type Locale, pickLocale } from '@paydeck/contract/locales';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type common from '../locales/en-US/common.json';
import type user from '../locales/en-US/user.json';
import { storage } from './storage.ts';

export const namespaces = ['common', 'user'] as const;
export type Namespace = (typeof namespaces)[number];

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof common; user: typeof user };
  }
}

// Each language's catalogs are their own chunk: a user downloads only the language they read.
const catalogs = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

export const loadCatalogs = async (locale: Locale) => {
  const loaded = await Promise.all(
    namespaces.map(async (ns) => {
      const load = catalogs[`../locales/${locale}/${ns}.json`];
      if (!load) throw new Error(`missing catalog ${locale}/${ns}`);
      return [ns, (await load()).default] as const;
    }),
  );
  for (const [ns, resources] of loaded) i18next.addResourceBundle(locale, ns, resources, true, true);
};

/** Default locale (ARCHITECTURE §6): the stored choice, else the browser's if supported, else zh-CN. */
export const initialLocale = (): Locale => {
  const stored = storage.get('locale');
  if (stored === 'en-US' || stored === 'zh-CN') return stored;
  return pickLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);
};

export const initI18n = async (locale: Locale) => {
  await i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    ns: [...namespaces],
    defaultNS: 'common',
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  await loadCatalogs(locale);
};

export { i18next };
