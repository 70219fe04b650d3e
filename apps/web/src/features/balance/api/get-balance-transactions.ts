import type { BalanceTransaction, balanceTransactionListEnvelope } from '@paydeck/contract/balance-transactions';
import type { BalanceTransactionStatus, BalanceTransactionType } from '@paydeck/contract/payin-types';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SchemaOutput } from '../../../lib/api-client.ts';
import type { Camelize } from '../../../lib/casing.ts';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type BalanceTransactionRow = Camelize<BalanceTransaction>;
type BalanceTransactionPage = SchemaOutput<typeof balanceTransactionListEnvelope>['data'];

export type BalanceTransactionQuery = {
  current: number;
  pageSize: number;
  type?: BalanceTransactionType | undefined;
  status?: BalanceTransactionStatus | undefined;
  currency?: string | undefined;
  sourceId?: string | undefined;
  timeCreated?: { gte: number; lt: number } | undefined;
};

/** The account's live ledger entries, newest first (spec §7: always live). */
export const getBalanceTransactions = (query: BalanceTransactionQuery) =>
  merchantApi.get<BalanceTransactionPage>('/api/balance_transactions', { query });

export const getBalanceTransactionsQueryOptions = (accountId: string, query: BalanceTransactionQuery) =>
  queryOptions({
    queryKey: queryKeys.list('balanceTransactions', accountId, query),
    queryFn: () => getBalanceTransactions(query),
    placeholderData: keepPreviousData,
    meta: { errorMode: 'silent' },
  });

export const useBalanceTransactions = (accountId: string, query: BalanceTransactionQuery, enabled = true) =>
  useQuery({ ...getBalanceTransactionsQueryOptions(accountId, query), enabled });
