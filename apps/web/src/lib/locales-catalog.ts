import type { Locale } from '@paydeck/contract/locales';
import type { Locale as AntdLocale } from 'antd/es/locale';
// antd's own default, already in every bundle: en-US costs nothing extra.
import enUS from 'antd/es/locale/en_US';

/**
 * The interface locales of the language picker (spec §1: about 50). en-US and zh-CN have full
 * catalogs; the others keep a catalog's strings (see catalogLocaleOf) and switch antd's component
 * locale, dayjs and number formatting.
 */
export const uiLocales = [
  'en-US',
  'en-GB',
  'zh-CN',
  'zh-TW',
  'zh-HK',
  'ja-JP',
  'ko-KR',
  'fr-FR',
  'de-DE',
  'es-ES',
  'es-MX',
  'pt-BR',
  'pt-PT',
  'it-IT',
  'nl-NL',
  'ru-RU',
  'uk-UA',
  'pl-PL',
  'cs-CZ',
  'sv-SE',
  'da-DK',
  'nb-NO',
  'fi-FI',
  'tr-TR',
  'el-GR',
  'hu-HU',
  'ro-RO',
  'bg-BG',
  'hr-HR',
  'sk-SK',
  'sl-SI',
  'sr-RS',
  'lt-LT',
  'lv-LV',
  'et-EE',
  'id-ID',
  'ms-MY',
  'th-TH',
  'vi-VN',
  'hi-IN',
  'bn-BD',
  'ta-IN',
  'ar-EG',
  'he-IL',
  'fa-IR',
  'ku-IQ',
  'ur-PK',
  'kk-KZ',
  'ka-GE',
  'ca-ES',
  'is-IS',
] as const;
export type UiLocale = (typeof uiLocales)[number];

type Loader<T> = () => Promise<{ default: T }>;
export type LocaleLoaders = {
  /** antd's component strings (`antd/es/locale/xx_YY`: under Vite 8 `antd/locale/…` fails silently). */
  antd: Loader<AntdLocale>;
  /**
   * dayjs's locale, the one antd's date picker asks dayjs for (it maps `fr_FR` to `fr`, `zh_TW`
   * to `zh-tw`, `bn_BD` to `bn-bd`, `kmr_IQ` to `ku`, else the language). null: dayjs's built-in `en`.
   */
  dayjs: Loader<{ name: string }> | null;
};

/** The catalog locales load directly; the table of the others is a chunk of its own (locale-loaders). */
const catalogLoaders: Record<Locale, LocaleLoaders> = {
  'en-US': { antd: async () => ({ default: enUS }), dayjs: null },
  'zh-CN': { antd: () => import('antd/es/locale/zh_CN'), dayjs: () => import('dayjs/locale/zh-cn') },
};

export const isUiLocale = (value: unknown): value is UiLocale =>
  typeof value === 'string' && (uiLocales as readonly string[]).includes(value);

const languageOf = (tag: string) => (tag.split('-')[0] ?? '').toLowerCase();
/** A locale's two-letter region ("fr-FR" → "FR"); '' when the tag names none. */
export const regionOf = (tag: string) =>
  tag.split('-').find((part, index) => index > 0 && /^[A-Za-z]{2}$/.test(part)) ?? '';

/**
 * The catalog a locale reads its strings from, and the Accept-Language the server gets (it speaks
 * only en-US and zh-CN): Chinese locales read the zh-CN catalog, every other one en-US.
 */
export const catalogLocaleOf = (tag: string): Locale => (languageOf(tag) === 'zh' ? 'zh-CN' : 'en-US');

/** Spec §9: he, ar, fa and ku are right-to-left; so is Urdu, written in the Arabic script. */
const rightToLeft: ReadonlySet<string> = new Set(['ar', 'he', 'fa', 'ku', 'ur']);
export const isRightToLeft = (tag: string) => rightToLeft.has(languageOf(tag));
export const directionOf = (tag: string): 'ltr' | 'rtl' => (isRightToLeft(tag) ? 'rtl' : 'ltr');

export type LocaleData = { antd: AntdLocale; dayjs: string };

const isCatalogLocale = (locale: UiLocale): locale is Locale => Object.hasOwn(catalogLoaders, locale);

/**
 * antd's component strings and dayjs's locale (registered as a side effect of its import), each
 * a chunk fetched only when chosen. The other locales' table costs 2.5 KB gzip: it stays out of
 * the entry, so a stored locale other than en-US and zh-CN waits one small request more at start.
 */
export const loadLocaleData = async (locale: UiLocale): Promise<LocaleData> => {
  const entry = isCatalogLocale(locale)
    ? catalogLoaders[locale]
    : (await import('./locale-loaders.ts')).localeLoaders[locale];
  const [antd, dayjs] = await Promise.all([entry.antd(), entry.dayjs?.()]);
  return { antd: antd.default, dayjs: dayjs?.default.name ?? 'en' };
};

/**
 * The two interface languages' own names, as Intl.DisplayNames gives them (a test checks): one
 * of them is on every page's first render, and the first Intl.DisplayNames costs that render
 * about 30 ms of locale data.
 */
const catalogSelfNames: Readonly<Record<Locale, string>> = {
  'en-US': 'English (United States)',
  'zh-CN': '中文（中国）',
};

const selfNames = new Map<string, string | null>(Object.entries(catalogSelfNames));
const capitalise = (text: string, tag: string) => text.charAt(0).toLocaleUpperCase(tag) + text.slice(1);

/**
 * A locale's name in its own language ("Français (France)"), from the browser's Intl data; null
 * when the browser has no such name. A runtime without data for a language answers in another
 * language, which is not the locale's own name, so that counts as unknown too.
 */
export const selfName = (tag: string): string | null => {
  if (!selfNames.has(tag)) {
    let name: string | null = null;
    try {
      const names = new Intl.DisplayNames([tag], { type: 'language', languageDisplay: 'standard', fallback: 'none' });
      if (languageOf(names.resolvedOptions().locale) === languageOf(tag)) {
        const found = names.of(tag);
        name = found ? capitalise(found, tag) : null;
      }
    } catch {
      name = null;
    }
    selfNames.set(tag, name);
  }
  return selfNames.get(tag) ?? null;
};

/** A locale's name in another language (for searching: "arabic" finds العربية), else its code. */
export const nameIn = (tag: string, language: string): string => {
  try {
    return new Intl.DisplayNames([language], { type: 'language', languageDisplay: 'standard' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
};
