import type { Customer, CustomerUpdateBody } from '@paydeck/contract/customers';
import { useMutation } from '@tanstack/react-query';
import type { Camelize } from '../../../lib/casing.ts';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { useInvalidate } from '../../../lib/query-effects.ts';

/** Only the fields that change: `null` clears an optional one (names can't be cleared). */
export type CustomerChanges = Camelize<Omit<CustomerUpdateBody, 'livemode'>>;

export const updateCustomer = ({ id, changes }: { id: string; changes: CustomerChanges }) =>
  merchantApi.put<Customer>(`/api/customers/${encodeURIComponent(id)}`, { body: changes });

/** The form shows refusals itself. */
export const useUpdateCustomer = (accountId: string) =>
  useMutation({
    mutationFn: updateCustomer,
    onSuccess: useInvalidate('customerChanged', accountId),
    meta: { errorMode: 'silent' },
  });
