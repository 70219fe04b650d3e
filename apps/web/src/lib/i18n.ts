import type { Locale } from '@paydeck/contract/locales';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type account from '../locales/en-US/account.json';
import type balance from '../locales/en-US/balance.json';
import type bankAccounts from '../locales/en-US/bankAccounts.json';
import type checkout from '../locales/en-US/checkout.json';
import type common from '../locales/en-US/common.json';
import type customers from '../locales/en-US/customers.json';
import type developers from '../locales/en-US/developers.json';
import type disputes from '../locales/en-US/disputes.json';
import type exports from '../locales/en-US/exports.json';
import type gettingStarted from '../locales/en-US/gettingStarted.json';
import type home from '../locales/en-US/home.json';
import type legal from '../locales/en-US/legal.json';
import type mandateSigning from '../locales/en-US/mandateSigning.json';
import type merchant from '../locales/en-US/merchant.json';
import type messages from '../locales/en-US/messages.json';
import type operations from '../locales/en-US/operations.json';
import type paymentMethods from '../locales/en-US/paymentMethods.json';
import type payments from '../locales/en-US/payments.json';
import type payouts from '../locales/en-US/payouts.json';
import type profile from '../locales/en-US/profile.json';
import type recurring from '../locales/en-US/recurring.json';
import type refunds from '../locales/en-US/refunds.json';
import type settings from '../locales/en-US/settings.json';
import type shell from '../locales/en-US/shell.json';
import type statistics from '../locales/en-US/statistics.json';
import type team from '../locales/en-US/team.json';
import type tickets from '../locales/en-US/tickets.json';
import type user from '../locales/en-US/user.json';
import type webhooks from '../locales/en-US/webhooks.json';

export const namespaces = [
  'common',
  'user',
  'profile',
  'settings',
  'gettingStarted',
  'legal',
  'shell',
  'team',
  'account',
  'merchant',
  'operations',
  'developers',
  'paymentMethods',
  'payments',
  'refunds',
  'disputes',
  'customers',
  'recurring',
  'checkout',
  'mandateSigning',
  'webhooks',
  'balance',
  'bankAccounts',
  'payouts',
  'messages',
  'tickets',
  'exports',
  'home',
  'statistics',
] as const;
export type Namespace = (typeof namespaces)[number];

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      user: typeof user;
      profile: typeof profile;
      settings: typeof settings;
      gettingStarted: typeof gettingStarted;
      legal: typeof legal;
      shell: typeof shell;
      team: typeof team;
      account: typeof account;
      merchant: typeof merchant;
      operations: typeof operations;
      developers: typeof developers;
      paymentMethods: typeof paymentMethods;
      payments: typeof payments;
      refunds: typeof refunds;
      disputes: typeof disputes;
      customers: typeof customers;
      recurring: typeof recurring;
      checkout: typeof checkout;
      mandateSigning: typeof mandateSigning;
      webhooks: typeof webhooks;
      balance: typeof balance;
      bankAccounts: typeof bankAccounts;
      payouts: typeof payouts;
      messages: typeof messages;
      tickets: typeof tickets;
      exports: typeof exports;
      home: typeof home;
      statistics: typeof statistics;
    };
  }
}

/**
 * What every page needs before its first render: buttons, errors, formats. A page's own namespaces
 * load with its chunk (`lazyPage`), so a page downloads only the strings it shows.
 */
export const startNamespaces: readonly Namespace[] = ['common'];

// Each namespace of each language is a chunk of its own, fetched the first time it is needed. Read
// when used, not at import: the end-to-end tests import the route table (and so this) in Node.
const catalogs = () => import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

/** i18next reads a namespace of a language from its chunk (the namespaces in use, on a language switch too). */
const catalogBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, namespace, callback) => {
    const load = catalogs()[`../locales/${language}/${namespace}.json`];
    if (!load) return callback(new Error(`missing catalog ${language}/${namespace}`), false);
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** i18next settles a failed read without an error: a namespace missing after its load failed to arrive. */
const expectLoaded = (locale: string, which: readonly Namespace[]) => {
  const missing = which.filter((ns) => !i18next.hasResourceBundle(locale, ns));
  if (missing.length) throw new Error(`catalogs not loaded: ${missing.map((ns) => `${locale}/${ns}`).join(', ')}`);
};

/** Makes namespaces available in the current language (and in any language switched to later). */
export const loadNamespaces = async (which: readonly Namespace[]) => {
  if (!which.length) return;
  await i18next.loadNamespaces([...which]);
  expectLoaded(i18next.language, which);
};

/** Loads another language's catalogs of every namespace in use, before switching to it. */
export const loadCatalogs = async (locale: Locale) => {
  await i18next.loadLanguages(locale);
  expectLoaded(locale, i18next.options.ns as Namespace[]);
};

let isolateStrings = false;
/**
 * Both catalogs are left-to-right; in a right-to-left page (ar, he, fa, ku, ur) each string is
 * wrapped in Unicode isolates (FSI … PDI) so it keeps its own order ("Forgot password?", "3 of 7
 * steps done") instead of taking the page's ("?Forgot password", "of 7 steps done 3").
 */
export const setStringIsolation = (on: boolean) => {
  isolateStrings = on;
};
const isolate = {
  type: 'postProcessor' as const,
  name: 'isolate',
  process: (value: string) => (isolateStrings && value ? `\u2068${value}\u2069` : value),
};

/**
 * Starts i18next in `locale` with the start namespaces (tests take them all). It sets the language
 * at once (initAsync off), so a route's namespaces can be asked for before the start ones arrive.
 */
export const initI18n = async (locale: Locale, which: readonly Namespace[] = startNamespaces) => {
  await i18next
    .use(initReactI18next)
    .use(isolate)
    .use(catalogBackend)
    .init({
      lng: locale,
      fallbackLng: false,
      ns: [...which],
      defaultNS: 'common',
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      showSupportNotice: false,
      postProcess: ['isolate'],
    });
  expectLoaded(locale, which);
};

export { i18next };
