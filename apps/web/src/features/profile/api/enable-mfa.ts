import type { MfaEnableBody, MfaRecoveryCodes } from '@paydeck/contract/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Camelize } from '../../../lib/casing.ts';
import { userKeys } from '../../../lib/user.keys.ts';

/** The password and a code from the new secret; answers with the ten recovery codes, shown once. */
export const enableMfa = (body: Camelize<MfaEnableBody>) => api.post<MfaRecoveryCodes>('/v1/mfa/enable', { body });

export const useEnableMfa = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableMfa,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.current() }),
        queryClient.invalidateQueries({ queryKey: userKeys.recoveryCodes() }),
      ]),
    meta: { errorMode: 'silent' },
  });
};
