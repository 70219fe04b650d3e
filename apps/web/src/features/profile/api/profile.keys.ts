import type { Query } from '../../../lib/api-client.ts';

export const profileKeys = {
  all: ['profile'] as const,
  loginHistories: (query: Query) => [...profileKeys.all, 'loginHistories', query] as const,
  mfaQrCode: () => [...profileKeys.all, 'mfaQrCode'] as const,
};
