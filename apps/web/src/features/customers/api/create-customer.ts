import type { Customer, CustomerCreateBody } from '@paydeck/contract/customers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Camelize } from '../../../lib/casing.ts';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The create body in code names (the api client sends it in snake_case, with `livemode`). */
export type NewCustomer = Camelize<Omit<CustomerCreateBody, 'livemode'>>;

export const createCustomer = (body: NewCustomer) => merchantApi.post<Customer>('/api/customers', { body });

/** The mode's lists gain a row. The form shows refusals itself: field errors on their fields. */
export const useCreateCustomer = (accountId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.scope('customers', accountId) }),
    meta: { errorMode: 'silent' },
  });
};
