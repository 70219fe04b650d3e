import type { EntityType } from '@paydeck/contract/payout-rules';
import type { Payer, payerListEnvelope } from '@paydeck/contract/payouts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SchemaOutput } from '../../../lib/api-client.ts';
import type { Camelize } from '../../../lib/casing.ts';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type PayerRow = Camelize<Payer>;
type PayerPage = SchemaOutput<typeof payerListEnvelope>['data'];

export type PayerQuery = {
  current: number;
  pageSize: number;
  entityType?: EntityType | undefined;
  search?: string | undefined;
  timeCreated?: { gte: number; lt: number } | undefined;
};

/** The mode's payers, newest first. */
export const getPayers = (query: PayerQuery) => merchantApi.get<PayerPage>('/api/payers', { query });

export const getPayersQueryOptions = (accountId: string, query: PayerQuery) =>
  queryOptions({
    queryKey: queryKeys.list('payers', accountId, query),
    queryFn: () => getPayers(query),
    placeholderData: keepPreviousData,
    meta: { errorMode: 'silent' },
  });

export const usePayers = (accountId: string, query: PayerQuery, enabled = true) =>
  useQuery({ ...getPayersQueryOptions(accountId, query), enabled });
