import type { Query } from '../../../lib/api-client.ts';
import { queryRoots } from '../../../lib/query-roots.ts';

export const profileKeys = {
  all: queryRoots.profile,
  loginHistories: (query: Query) => [...profileKeys.all, 'loginHistories', query] as const,
  mfaQrCode: () => [...profileKeys.all, 'mfaQrCode'] as const,
  recoveryCodes: () => [...profileKeys.all, 'recoveryCodes'] as const,
};
