import type { Payer } from '@paydeck/contract/payouts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getPayer = (id: string) => merchantApi.get<Payer>(`/api/payers/${encodeURIComponent(id)}`);

/** The page shows its own error and not-found states; a 404 is an answer, not worth retrying. */
export const getPayerQueryOptions = (accountId: string, id: string) =>
  queryOptions({
    queryKey: queryKeys.detail('payers', accountId, id),
    queryFn: () => getPayer(id),
    retry: false,
    meta: { errorMode: 'silent' },
  });

export const usePayer = (accountId: string, id: string, enabled = true) =>
  useQuery({ ...getPayerQueryOptions(accountId, id), enabled });
