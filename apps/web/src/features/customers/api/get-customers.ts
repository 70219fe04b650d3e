import type { Customer, customerListEnvelope } from '@paydeck/contract/customers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SchemaOutput } from '../../../lib/api-client.ts';
import type { Camelize } from '../../../lib/casing.ts';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type CustomerRow = Camelize<Customer>;
type CustomerPage = SchemaOutput<typeof customerListEnvelope>['data'];

export type CustomerQuery = {
  current: number;
  pageSize: number;
  /** An exact id, reference or email, or part of the name (the server's rule). */
  search?: string | undefined;
  timeCreated?: { gte: number; lt: number } | undefined;
};

/** The mode's customers, newest first. */
export const getCustomers = (query: CustomerQuery) => merchantApi.get<CustomerPage>('/api/customers', { query });

/** The list shows its own error state; a new page or filter keeps the old rows until it arrives. */
export const getCustomersQueryOptions = (accountId: string, query: CustomerQuery) =>
  queryOptions({
    queryKey: queryKeys.list('customers', accountId, query),
    queryFn: () => getCustomers(query),
    placeholderData: keepPreviousData,
    meta: { errorMode: 'silent' },
  });

export const useCustomers = (accountId: string, query: CustomerQuery) =>
  useQuery(getCustomersQueryOptions(accountId, query));
