import type { PayoutMethod } from '@paydeck/contract/payout-rules';
import type { PayoutMethodRecord, payoutMethodListEnvelope } from '@paydeck/contract/payouts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SchemaOutput } from '../../../lib/api-client.ts';
import type { Camelize } from '../../../lib/casing.ts';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type PayoutMethodRow = Camelize<PayoutMethodRecord>;
type PayoutMethodPage = SchemaOutput<typeof payoutMethodListEnvelope>['data'];

export type PayoutMethodQuery = {
  current: number;
  pageSize: number;
  method?: PayoutMethod | undefined;
  payeeId?: string | undefined;
};

/** The mode's payout methods (a payee's accounts), newest first. */
export const getPayoutMethods = (query: PayoutMethodQuery) =>
  merchantApi.get<PayoutMethodPage>('/api/payout_methods', { query });

export const getPayoutMethodsQueryOptions = (accountId: string, query: PayoutMethodQuery) =>
  queryOptions({
    queryKey: queryKeys.list('payoutMethods', accountId, query),
    queryFn: () => getPayoutMethods(query),
    placeholderData: keepPreviousData,
    meta: { errorMode: 'silent' },
  });

export const usePayoutMethods = (accountId: string, query: PayoutMethodQuery, enabled = true) =>
  useQuery({ ...getPayoutMethodsQueryOptions(accountId, query), enabled });
