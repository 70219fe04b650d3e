import type { Payee } from '@paydeck/contract/payouts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getPayee = (id: string) => merchantApi.get<Payee>(`/api/payees/${encodeURIComponent(id)}`);

/** The page shows its own error and not-found states; a 404 is an answer, not worth retrying. */
export const getPayeeQueryOptions = (accountId: string, id: string) =>
  queryOptions({
    queryKey: queryKeys.detail('payees', accountId, id),
    queryFn: () => getPayee(id),
    retry: false,
    meta: { errorMode: 'silent' },
  });

export const usePayee = (accountId: string, id: string, enabled = true) =>
  useQuery({ ...getPayeeQueryOptions(accountId, id), enabled });
