import type { PayoutMethod, PayoutPurpose, PayoutStatus } from '@paydeck/contract/payout-rules';
import type { Payout, payoutListEnvelope } from '@paydeck/contract/payouts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SchemaOutput } from '../../../lib/api-client.ts';
import type { Camelize } from '../../../lib/casing.ts';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type PayoutRow = Camelize<Payout>;
type PayoutPage = SchemaOutput<typeof payoutListEnvelope>['data'];

export type PayoutQuery = {
  current: number;
  pageSize: number;
  status?: PayoutStatus | undefined;
  method?: PayoutMethod | undefined;
  purpose?: PayoutPurpose | undefined;
  currency?: string | undefined;
  payerId?: string | undefined;
  payeeId?: string | undefined;
  search?: string | undefined;
  timeCreated?: { gte: number; lt: number } | undefined;
};

/** The mode's payouts, newest first. */
export const getPayouts = (query: PayoutQuery) => merchantApi.get<PayoutPage>('/api/payouts', { query });

export const getPayoutsQueryOptions = (accountId: string, query: PayoutQuery) =>
  queryOptions({
    queryKey: queryKeys.list('payouts', accountId, query),
    queryFn: () => getPayouts(query),
    placeholderData: keepPreviousData,
    meta: { errorMode: 'silent' },
  });

export const usePayouts = (accountId: string, query: PayoutQuery, enabled = true) =>
  useQuery({ ...getPayoutsQueryOptions(accountId, query), enabled });
