import type { Customer, CustomerUpdateBody } from '@paydeck/contract/customers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Camelize } from '../../../lib/casing.ts';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Only the fields that change: `null` clears an optional one (names can't be cleared). */
export type CustomerChanges = Camelize<Omit<CustomerUpdateBody, 'livemode'>>;

export const updateCustomer = ({ id, changes }: { id: string; changes: CustomerChanges }) =>
  merchantApi.put<Customer>(`/api/customers/${encodeURIComponent(id)}`, { body: changes });

/** The customer's detail and the mode's lists (a name or email may move it in a search) are refetched. */
export const useUpdateCustomer = (accountId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.scope('customers', accountId) }),
    meta: { errorMode: 'silent' },
  });
};
