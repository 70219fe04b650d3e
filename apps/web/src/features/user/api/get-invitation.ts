import type { InvitationPreview } from '@paydeck/contract/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { linkKeys } from '../../../lib/link.keys.ts';

export const getInvitation = (token: string) => api.get<InvitationPreview>('/v1/invitation', { query: { token } });

/** The page explains an unknown or used invitation itself. */
export const getInvitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: linkKeys.invitation(token),
    queryFn: () => getInvitation(token),
    enabled: token !== '',
    meta: { errorMode: 'silent' },
  });

export const useInvitation = (token: string) => useQuery(getInvitationQueryOptions(token));
