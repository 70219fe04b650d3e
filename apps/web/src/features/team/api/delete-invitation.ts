import type { deletedInvitationEnvelope } from '@paydeck/contract/team';
import { useMutation } from '@tanstack/react-query';
import { api, type SchemaOutput } from '../../../lib/api-client.ts';
import { useInvalidate } from '../../../lib/query-effects.ts';

type DeletedInvitation = SchemaOutput<typeof deletedInvitationEnvelope>['data'];

export const deleteInvitation = (id: string) =>
  api.delete<DeletedInvitation>(`/v1/inviting_users/${encodeURIComponent(id)}`);

/** A refusal (403, 404) is the server's own words, shown as an error message. */
export const useDeleteInvitation = (accountId: string) =>
  useMutation({
    mutationFn: deleteInvitation,
    onSuccess: useInvalidate('invitationsChanged', accountId),
    meta: { errorMode: 'error' },
  });
