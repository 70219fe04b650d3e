import type { Locale } from '@paydeck/contract/locales';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type account from '../locales/en-US/account.json';
import type checkout from '../locales/en-US/checkout.json';
import type common from '../locales/en-US/common.json';
import type customers from '../locales/en-US/customers.json';
import type developers from '../locales/en-US/developers.json';
import type disputes from '../locales/en-US/disputes.json';
import type gettingStarted from '../locales/en-US/gettingStarted.json';
import type legal from '../locales/en-US/legal.json';
import type merchant from '../locales/en-US/merchant.json';
import type operations from '../locales/en-US/operations.json';
import type paymentMethods from '../locales/en-US/paymentMethods.json';
import type payments from '../locales/en-US/payments.json';
import type profile from '../locales/en-US/profile.json';
import type refunds from '../locales/en-US/refunds.json';
import type settings from '../locales/en-US/settings.json';
import type shell from '../locales/en-US/shell.json';
import type team from '../locales/en-US/team.json';
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
  'checkout',
  'webhooks',
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
      checkout: typeof checkout;
      webhooks: typeof webhooks;
    };
  }
}

/** Long texts only a few pages show are fetched with those pages (see loadNamespace). */
const onDemand: ReadonlySet<Namespace> = new Set(['legal']);
const loaded = new Set<Namespace>(namespaces.filter((ns) => !onDemand.has(ns)));

// Each language's catalogs are their own chunk: a user downloads only the language they read.
const catalogs = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

/** Loads a language's catalogs: every namespace in use so far, or the ones given. */
export const loadCatalogs = async (locale: Locale, which: readonly Namespace[] = [...loaded]) => {
  const bundles = await Promise.all(
    which.map(async (ns) => {
      const load = catalogs[`../locales/${locale}/${ns}.json`];
      if (!load) throw new Error(`missing catalog ${locale}/${ns}`);
      return [ns, (await load()).default] as const;
    }),
  );
  for (const [ns, resources] of bundles) i18next.addResourceBundle(locale, ns, resources, true, true);
};

/** Makes an on-demand namespace available (a route loader calls it before its page renders). */
export const loadNamespace = async (ns: Namespace) => {
  if (!loaded.has(ns)) {
    await loadCatalogs(i18next.language as Locale, [ns]);
    loaded.add(ns);
  }
  return null;
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

export const initI18n = async (locale: Locale) => {
  await i18next
    .use(initReactI18next)
    .use(isolate)
    .init({
      lng: locale,
      fallbackLng: false,
      ns: [...loaded],
      defaultNS: 'common',
      resources: {},
      interpolation: { escapeValue: false },
      returnNull: false,
      showSupportNotice: false,
      postProcess: ['isolate'],
    });
  await loadCatalogs(locale);
};

export { i18next };
