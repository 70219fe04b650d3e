import type { BalanceTransaction } from '@paydeck/contract/balance-transactions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getBalanceTransaction = (id: string) =>
  merchantApi.get<BalanceTransaction>(`/api/balance_transactions/${encodeURIComponent(id)}`);

/** The page shows its own error and not-found states; a 404 is an answer, not worth retrying. */
export const getBalanceTransactionQueryOptions = (accountId: string, id: string) =>
  queryOptions({
    queryKey: queryKeys.detail('balanceTransactions', accountId, id),
    queryFn: () => getBalanceTransaction(id),
    retry: false,
    meta: { errorMode: 'silent' },
  });

export const useBalanceTransaction = (accountId: string, id: string, enabled = true) =>
  useQuery({ ...getBalanceTransactionQueryOptions(accountId, id), enabled });
