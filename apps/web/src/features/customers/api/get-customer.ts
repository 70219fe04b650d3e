import type { CustomerDetail } from '@paydeck/contract/customers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camelize } from '../../../lib/casing.ts';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type CustomerRecord = Camelize<CustomerDetail>;
export type CustomerPayment = CustomerRecord['payments'][number];
export type CustomerMandate = CustomerRecord['mandates'][number];

/** One customer with its 20 latest payments and its mandates. */
export const getCustomer = (id: string) => merchantApi.get<CustomerDetail>(`/api/customers/${encodeURIComponent(id)}`);

/** The page shows its own error and not-found states; a 404 is an answer, not worth retrying. */
export const getCustomerQueryOptions = (accountId: string, id: string) =>
  queryOptions({
    queryKey: queryKeys.detail('customers', accountId, id),
    queryFn: () => getCustomer(id),
    retry: false,
    meta: { errorMode: 'silent' },
  });

export const useCustomer = (accountId: string, id: string) => useQuery(getCustomerQueryOptions(accountId, id));
