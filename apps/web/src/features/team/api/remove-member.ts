import type { removedMemberEnvelope } from '@paydeck/contract/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type SchemaOutput } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

type RemovedMember = SchemaOutput<typeof removedMemberEnvelope>['data'];

export const removeMember = (userId: string) =>
  api.delete<RemovedMember>(`/v1/remove_member/${encodeURIComponent(userId)}`);

/** A refusal (409 owner, 403, 404) is the server's own words, shown as an error message. */
export const useRemoveMember = (accountId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.area('members', accountId) }),
    meta: { errorMode: 'error' },
  });
};
