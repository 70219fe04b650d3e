import type { GettingStarted } from '@paydeck/contract/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { gettingStartedKeys } from './getting-started.keys.ts';

export const getGettingStarted = (accountId: string) =>
  api.get<GettingStarted>(`/v1/accounts/${encodeURIComponent(accountId)}/getting_started`);

/** The page shows its own error state. Steps change as the user completes them elsewhere: always fresh. */
export const getGettingStartedQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: gettingStartedKeys.checklist(accountId),
    queryFn: () => getGettingStarted(accountId),
    staleTime: 0,
    meta: { errorMode: 'silent' },
  });

export const useGettingStarted = (accountId: string) => useQuery(getGettingStartedQueryOptions(accountId));
