import type { GettingStarted } from '@paydeck/contract/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getGettingStarted = (accountId: string) =>
  api.get<GettingStarted>(`/v1/accounts/${encodeURIComponent(accountId)}/getting_started`);

/** The page shows its own error state. Steps change as the user completes them elsewhere: always fresh. */
export const getGettingStartedQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: queryKeys.scope('gettingStarted', accountId),
    queryFn: () => getGettingStarted(accountId),
    staleTime: 0,
    meta: { errorMode: 'silent' },
  });

export const useGettingStarted = (accountId: string) => useQuery(getGettingStartedQueryOptions(accountId));
