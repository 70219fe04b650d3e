import type { Dispute } from '@paydeck/contract/disputes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getDispute = (id: string) => merchantApi.get<Dispute>(`/api/disputes/${encodeURIComponent(id)}`);

/** The page shows its own error and not-found states; a 404 is an answer, not worth retrying. */
export const getDisputeQueryOptions = (accountId: string, id: string) =>
  queryOptions({
    queryKey: queryKeys.detail('disputes', accountId, id),
    queryFn: () => getDispute(id),
    retry: false,
    meta: { errorMode: 'silent' },
  });

export const useDispute = (accountId: string, id: string) => useQuery(getDisputeQueryOptions(accountId, id));
