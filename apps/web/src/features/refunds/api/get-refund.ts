import type { Refund } from '@paydeck/contract/refunds';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getRefund = (id: string) => merchantApi.get<Refund>(`/api/refunds/${encodeURIComponent(id)}`);

/** The page shows its own error and not-found states; a 404 is an answer, not worth retrying. */
export const getRefundQueryOptions = (accountId: string, id: string) =>
  queryOptions({
    queryKey: queryKeys.detail('refunds', accountId, id),
    queryFn: () => getRefund(id),
    retry: false,
    meta: { errorMode: 'silent' },
  });

export const useRefund = (accountId: string, id: string) => useQuery(getRefundQueryOptions(accountId, id));
