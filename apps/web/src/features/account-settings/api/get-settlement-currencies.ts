import type { AccountSettlementCurrencies } from '@paydeck/contract/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * The session's selected account's currencies (the shell keeps it the page's account); settlement
 * data is always live (spec §7), whatever the mode switch says.
 */
export const getSettlementCurrencies = () =>
  api.get<AccountSettlementCurrencies>('/v1/account_settlement_currencies', { query: { livemode: 1 } });

/** The card shows its own error state. */
export const getSettlementCurrenciesQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: queryKeys.scope('settlementCurrencies', accountId),
    queryFn: getSettlementCurrencies,
    meta: { errorMode: 'silent' },
  });

export const useSettlementCurrencies = (accountId: string) => useQuery(getSettlementCurrenciesQueryOptions(accountId));
