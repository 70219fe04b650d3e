import type { MfaEnableBody } from '@paydeck/contract/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { userKeys } from '../../../lib/user.keys.ts';

export const enableMfa = (body: MfaEnableBody) => api.post<object>('/v1/mfa/enable', { body });

export const useEnableMfa = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableMfa,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.current() }),
    meta: { errorMode: 'silent' },
  });
};
