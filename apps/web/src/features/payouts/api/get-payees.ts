import type { EntityType } from '@paydeck/contract/payout-rules';
import type { Payee, payeeListEnvelope } from '@paydeck/contract/payouts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SchemaOutput } from '../../../lib/api-client.ts';
import type { Camelize } from '../../../lib/casing.ts';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type PayeeRow = Camelize<Payee>;
type PayeePage = SchemaOutput<typeof payeeListEnvelope>['data'];

export type PayeeQuery = {
  current: number;
  pageSize: number;
  entityType?: EntityType | undefined;
  search?: string | undefined;
  timeCreated?: { gte: number; lt: number } | undefined;
};

/** The mode's payees, newest first. */
export const getPayees = (query: PayeeQuery) => merchantApi.get<PayeePage>('/api/payees', { query });

export const getPayeesQueryOptions = (accountId: string, query: PayeeQuery) =>
  queryOptions({
    queryKey: queryKeys.list('payees', accountId, query),
    queryFn: () => getPayees(query),
    placeholderData: keepPreviousData,
    meta: { errorMode: 'silent' },
  });

export const usePayees = (accountId: string, query: PayeeQuery, enabled = true) =>
  useQuery({ ...getPayeesQueryOptions(accountId, query), enabled });
