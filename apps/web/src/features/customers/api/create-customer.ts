import type { Customer, CustomerCreateBody } from '@paydeck/contract/customers';
import { useMutation } from '@tanstack/react-query';
import type { Camelize } from '../../../lib/casing.ts';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { useInvalidate } from '../../../lib/query-effects.ts';

/** The create body in code names (the api client sends it in snake_case, with `livemode`). */
export type NewCustomer = Camelize<Omit<CustomerCreateBody, 'livemode'>>;

export const createCustomer = (body: NewCustomer) => merchantApi.post<Customer>('/api/customers', { body });

/** The form shows refusals itself: field errors on their fields. */
export const useCreateCustomer = (accountId: string) =>
  useMutation({
    mutationFn: createCustomer,
    onSuccess: useInvalidate('customerChanged', accountId),
    meta: { errorMode: 'silent' },
  });
