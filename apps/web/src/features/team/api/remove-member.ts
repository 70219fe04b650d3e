import type { removedMemberEnvelope } from '@paydeck/contract/team';
import { useMutation } from '@tanstack/react-query';
import { api, type SchemaOutput } from '../../../lib/api-client.ts';
import { useInvalidate } from '../../../lib/query-effects.ts';

type RemovedMember = SchemaOutput<typeof removedMemberEnvelope>['data'];

export const removeMember = (userId: string) =>
  api.delete<RemovedMember>(`/v1/remove_member/${encodeURIComponent(userId)}`);

/** A refusal (409 owner, 403, 404) is the server's own words, shown as an error message. */
export const useRemoveMember = (accountId: string) =>
  useMutation({
    mutationFn: removeMember,
    onSuccess: useInvalidate('membersChanged', accountId),
    meta: { errorMode: 'error' },
  });
