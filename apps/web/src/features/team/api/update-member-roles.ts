import type { Member, UserRolesBody } from '@paydeck/contract/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Camelize } from '../../../lib/casing.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const updateMemberRoles = (body: Camelize<UserRolesBody>) => api.put<Member>('/v1/user_roles', { body });

/** The roles form shows a refusal itself. */
export const useUpdateMemberRoles = (accountId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMemberRoles,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.area('members', accountId) }),
    meta: { errorMode: 'silent' },
  });
};
