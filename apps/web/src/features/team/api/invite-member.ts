import type { Invitation, InviteBody } from '@paydeck/contract/team';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useInvalidate } from '../../../lib/query-effects.ts';

export const inviteMember = (body: InviteBody) => api.post<Invitation>('/v1/invite', { body });

/** The invite form shows a refusal (such as 409 already a member) itself. */
export const useInviteMember = (accountId: string) =>
  useMutation({
    mutationFn: inviteMember,
    onSuccess: useInvalidate('invitationsChanged', accountId),
    meta: { errorMode: 'silent' },
  });
