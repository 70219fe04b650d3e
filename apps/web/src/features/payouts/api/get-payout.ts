import type { Payout } from '@paydeck/contract/payouts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getPayout = (id: string) => merchantApi.get<Payout>(`/api/payouts/${encodeURIComponent(id)}`);

/** The page shows its own error and not-found states; a 404 is an answer, not worth retrying. */
export const getPayoutQueryOptions = (accountId: string, id: string) =>
  queryOptions({
    queryKey: queryKeys.detail('payouts', accountId, id),
    queryFn: () => getPayout(id),
    retry: false,
    meta: { errorMode: 'silent' },
  });

export const usePayout = (accountId: string, id: string, enabled = true) =>
  useQuery({ ...getPayoutQueryOptions(accountId, id), enabled });
