import type { Query } from './api-client.ts';

/** Keys of the signed-in user's own data, in no account: who they are, their settings, log and merchants. */
export const userKeys = {
  current: () => ['user', 'current'] as const,
  preferences: () => ['user', 'preferences'] as const,
  accounts: () => ['user', 'accounts'] as const,
  loginHistories: (query: Query) => ['user', 'loginHistories', query] as const,
  mfaQrCode: () => ['user', 'mfaQrCode'] as const,
  recoveryCodes: () => ['user', 'recoveryCodes'] as const,
  operations: (query: Query) => ['user', 'operations', query] as const,
  merchants: () => ['user', 'merchants'] as const,
};
