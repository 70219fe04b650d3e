import type { AccountSettlementCurrencies } from '@paydeck/contract/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The account's settlement currencies, which a bank account's currency is one of (always live). */
export const getSettlementCurrencies = () =>
  api.get<AccountSettlementCurrencies>('/v1/account_settlement_currencies', { query: { livemode: 1 } });

/** Without it (a role without read_account) the form offers every settlement currency; the server decides. */
export const getSettlementCurrenciesQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: queryKeys.scope('settlementCurrencies', accountId),
    queryFn: getSettlementCurrencies,
    retry: false,
    meta: { errorMode: 'silent' },
  });

export const useSettlementCurrencies = (accountId: string) => useQuery(getSettlementCurrenciesQueryOptions(accountId));
