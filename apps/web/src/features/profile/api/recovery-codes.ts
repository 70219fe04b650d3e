import type { MfaRecoveryCodeStatus, MfaRecoveryCodes, MfaRecoveryCodesBody } from '@paydeck/contract/user';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Camelize } from '../../../lib/casing.ts';
import { userKeys } from '../../../lib/user.keys.ts';

export const getRecoveryCodeStatus = () => api.get<MfaRecoveryCodeStatus>('/v1/mfa/recovery_codes');

/** How many unused recovery codes are left; the card shows its own state, so failures are silent. */
export const recoveryCodeStatusQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.recoveryCodes(),
    queryFn: getRecoveryCodeStatus,
    meta: { errorMode: 'silent' },
  });

export const useRecoveryCodeStatus = (enabled: boolean) => useQuery({ ...recoveryCodeStatusQueryOptions(), enabled });

/** New codes with the password; answers with the ten codes, shown once. */
export const regenerateRecoveryCodes = (body: Camelize<MfaRecoveryCodesBody>) =>
  api.post<MfaRecoveryCodes>('/v1/mfa/recovery_codes', { body });

export const useRegenerateRecoveryCodes = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateRecoveryCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.recoveryCodes() }),
    meta: { errorMode: 'silent' },
  });
};
