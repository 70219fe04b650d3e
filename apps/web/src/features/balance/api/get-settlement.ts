import type { Settlement } from '@paydeck/contract/settlements';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getSettlement = (id: string) => merchantApi.get<Settlement>(`/api/settlements/${encodeURIComponent(id)}`);

/** The page shows its own error and not-found states; a 404 is an answer, not worth retrying. */
export const getSettlementQueryOptions = (accountId: string, id: string) =>
  queryOptions({
    queryKey: queryKeys.detail('settlements', accountId, id),
    queryFn: () => getSettlement(id),
    retry: false,
    meta: { errorMode: 'silent' },
  });

export const useSettlement = (accountId: string, id: string, enabled = true) =>
  useQuery({ ...getSettlementQueryOptions(accountId, id), enabled });
