import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { userKeys } from '../../../lib/user.keys.ts';

export const disableMfa = () => api.post<object>('/v1/mfa/disable');

export const useDisableMfa = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableMfa,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.current() }),
    meta: { errorMode: 'silent' },
  });
};
