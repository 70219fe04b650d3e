import type { SettlementStatus } from '@paydeck/contract/settlement-rules';
import type { Settlement, settlementListEnvelope } from '@paydeck/contract/settlements';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SchemaOutput } from '../../../lib/api-client.ts';
import type { Camelize } from '../../../lib/casing.ts';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type SettlementRow = Camelize<Settlement>;
type SettlementPage = SchemaOutput<typeof settlementListEnvelope>['data'];

export type SettlementQuery = {
  current: number;
  pageSize: number;
  status?: SettlementStatus | undefined;
  currency?: string | undefined;
  timeCreated?: { gte: number; lt: number } | undefined;
};

/** The account's withdrawals, newest first (spec §7: always live). */
export const getSettlements = (query: SettlementQuery) =>
  merchantApi.get<SettlementPage>('/api/settlements', { query });

export const getSettlementsQueryOptions = (accountId: string, query: SettlementQuery) =>
  queryOptions({
    queryKey: queryKeys.list('settlements', accountId, query),
    queryFn: () => getSettlements(query),
    placeholderData: keepPreviousData,
    meta: { errorMode: 'silent' },
  });

export const useSettlements = (accountId: string, query: SettlementQuery, enabled = true) =>
  useQuery({ ...getSettlementsQueryOptions(accountId, query), enabled });
