import type { MfaDisableBody } from '@paydeck/contract/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Camelize } from '../../../lib/casing.ts';
import { userKeys } from '../../../lib/user.keys.ts';

/** A current code from the authenticator, or one of the recovery codes. */
export const disableMfa = (body: Camelize<MfaDisableBody>) => api.post<object>('/v1/mfa/disable', { body });

export const useDisableMfa = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableMfa,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.current() }),
        queryClient.invalidateQueries({ queryKey: userKeys.recoveryCodes() }),
      ]),
    meta: { errorMode: 'silent' },
  });
};
