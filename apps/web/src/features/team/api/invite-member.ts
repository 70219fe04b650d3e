import type { Invitation, InviteBody } from '@paydeck/contract/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const inviteMember = (body: InviteBody) => api.post<Invitation>('/v1/invite', { body });

/** The invite form shows a refusal (such as 409 already a member) itself. */
export const useInviteMember = (accountId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.area('invitations', accountId) }),
    meta: { errorMode: 'silent' },
  });
};
