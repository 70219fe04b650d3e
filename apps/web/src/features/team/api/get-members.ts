import type { Member, memberListEnvelope } from '@paydeck/contract/team';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type SchemaOutput } from '../../../lib/api-client.ts';
import type { Camelize } from '../../../lib/casing.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { Paging } from '../../../lib/url-paging.ts';

export type TeamMember = Camelize<Member>;
type MemberPage = SchemaOutput<typeof memberListEnvelope>['data'];

export const getMembers = (query: Paging) => api.get<MemberPage>('/v1/members', { query });

/** The table shows its own error state, so failures are not announced as well. */
export const getMembersQueryOptions = (accountId: string, query: Paging) =>
  queryOptions({
    queryKey: queryKeys.list('members', accountId, query),
    queryFn: () => getMembers(query),
    placeholderData: keepPreviousData,
    meta: { errorMode: 'silent' },
  });

export const useMembers = (accountId: string, query: Paging) => useQuery(getMembersQueryOptions(accountId, query));
