import type { Locale } from '@paydeck/contract/locales';
import type { Query } from './api-client.ts';

/** Keys of the signed-in user's own data, in no account: who they are, their settings, log and merchants. */
export const userKeys = {
  current: () => ['user', 'current'] as const,
  preferences: () => ['user', 'preferences'] as const,
  accounts: () => ['user', 'accounts'] as const,
  /** Devices are named in the language asked for, so each language is its own entry. */
  loginHistories: (query: Query, locale: Locale) => ['user', 'loginHistories', locale, query] as const,
  mfaQrCode: () => ['user', 'mfaQrCode'] as const,
  recoveryCodes: () => ['user', 'recoveryCodes'] as const,
  operations: (query: Query) => ['user', 'operations', query] as const,
  merchants: () => ['user', 'merchants'] as const,
};
