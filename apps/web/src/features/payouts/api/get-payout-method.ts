import type { PayoutMethodRecord } from '@paydeck/contract/payouts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getPayoutMethod = (id: string) =>
  merchantApi.get<PayoutMethodRecord>(`/api/payout_methods/${encodeURIComponent(id)}`);

/** The page shows its own error and not-found states; a 404 is an answer, not worth retrying. */
export const getPayoutMethodQueryOptions = (accountId: string, id: string) =>
  queryOptions({
    queryKey: queryKeys.detail('payoutMethods', accountId, id),
    queryFn: () => getPayoutMethod(id),
    retry: false,
    meta: { errorMode: 'silent' },
  });

export const usePayoutMethod = (accountId: string, id: string, enabled = true) =>
  useQuery({ ...getPayoutMethodQueryOptions(accountId, id), enabled });
