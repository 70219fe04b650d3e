import type { PaymentMethod } from '@paydeck/contract/payment-methods';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getPaymentMethod = (method: string) =>
  merchantApi.get<PaymentMethod>(`/api/payment_methods/${encodeURIComponent(method)}`);

/** The page shows its own error and not-found states; a 404 is an answer, not worth retrying. */
export const getPaymentMethodQueryOptions = (accountId: string, method: string) =>
  queryOptions({
    queryKey: queryKeys.detail('paymentMethods', accountId, method),
    queryFn: () => getPaymentMethod(method),
    retry: false,
    meta: { errorMode: 'silent' },
  });

/** `known`: the id is a catalogue method; any other is not found without a request. */
export const usePaymentMethod = (accountId: string, method: string, known: boolean) =>
  useQuery({ ...getPaymentMethodQueryOptions(accountId, method), enabled: known });
