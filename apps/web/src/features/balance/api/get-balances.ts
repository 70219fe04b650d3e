import type { BalanceSummary } from '@paydeck/contract/settlements';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camelize } from '../../../lib/casing.ts';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type BalanceSummaryRow = Camelize<BalanceSummary>;
export type BalanceRow = BalanceSummaryRow['balances'][number];

/** The account's live balance per currency (spec §7: always live), its time zone and any freeze. */
export const getBalances = () => merchantApi.get<BalanceSummary>('/api/balances');

/** The summary shows its own failure; the page around it still works. */
export const getBalancesQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: queryKeys.scope('balances', accountId),
    queryFn: getBalances,
    meta: { errorMode: 'silent' },
  });

export const useBalances = (accountId: string, enabled = true) =>
  useQuery({ ...getBalancesQueryOptions(accountId), enabled });
