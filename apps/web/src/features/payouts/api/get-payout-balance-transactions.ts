import type { balanceTransactionListEnvelope } from '@paydeck/contract/balance-transactions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SchemaOutput } from '../../../lib/api-client.ts';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

type BalanceTransactionPage = SchemaOutput<typeof balanceTransactionListEnvelope>['data'];

const query = (payoutId: string) => ({ current: 1, pageSize: 20, sourceId: payoutId });

/** A payout's entries in the balance (its debit, any reversal): live only, as every ledger page. */
export const getPayoutBalanceTransactions = (payoutId: string) =>
  merchantApi.get<BalanceTransactionPage>('/api/balance_transactions', {
    query: query(payoutId),
  });

/** The section shows its own failure; the payout around it still shows. */
export const getPayoutBalanceTransactionsQueryOptions = (accountId: string, payoutId: string) =>
  queryOptions({
    queryKey: queryKeys.list('balanceTransactions', accountId, query(payoutId)),
    queryFn: () => getPayoutBalanceTransactions(payoutId),
    meta: { errorMode: 'silent' },
  });

export const usePayoutBalanceTransactions = (accountId: string, payoutId: string, enabled = true) =>
  useQuery({ ...getPayoutBalanceTransactionsQueryOptions(accountId, payoutId), enabled });
