import type { MfaQrCode } from '@paydeck/contract/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { userKeys } from '../../../lib/user.keys.ts';

export const getMfaQrCode = () => api.get<MfaQrCode>('/v1/mfa/qrcode');

/**
 * Each opening of the set-up dialog asks for a fresh secret and keeps none afterwards: a secret
 * is not something to leave in a cache.
 */
export const getMfaQrCodeQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.mfaQrCode(),
    queryFn: getMfaQrCode,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    meta: { errorMode: 'silent' },
  });

export const useMfaQrCode = (enabled: boolean) => useQuery({ ...getMfaQrCodeQueryOptions(), enabled });
