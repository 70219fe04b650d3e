import type { Invitation, invitationListEnvelope } from '@paydeck/contract/team';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type SchemaOutput } from '../../../lib/api-client.ts';
import type { Camelize } from '../../../lib/casing.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { Paging } from '../../../lib/url-paging.ts';

export type TeamInvitation = Camelize<Invitation>;
type InvitationPage = SchemaOutput<typeof invitationListEnvelope>['data'];

export const getInvitations = (query: Paging) => api.get<InvitationPage>('/v1/inviting_users', { query });

/** The table shows its own error state, so failures are not announced as well. */
export const getInvitationsQueryOptions = (accountId: string, query: Paging) =>
  queryOptions({
    queryKey: queryKeys.list('invitations', accountId, query),
    queryFn: () => getInvitations(query),
    placeholderData: keepPreviousData,
    meta: { errorMode: 'silent' },
  });

export const useInvitations = (accountId: string, query: Paging) =>
  useQuery(getInvitationsQueryOptions(accountId, query));
