import type { PaymentMethodStatus } from '@paydeck/contract/payment-method-catalogue';
import type { PaymentMethod, paymentMethodListEnvelope } from '@paydeck/contract/payment-methods';
import type { BusinessType } from '@paydeck/contract/roles';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SchemaOutput } from '../../../lib/api-client.ts';
import type { Camelize } from '../../../lib/casing.ts';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type PaymentMethodRow = Camelize<PaymentMethod>;
type PaymentMethodPage = SchemaOutput<typeof paymentMethodListEnvelope>['data'];

export type PaymentMethodQuery = {
  current: number;
  pageSize: number;
  status?: PaymentMethodStatus | undefined;
  businessType?: BusinessType | undefined;
  currency?: string | undefined;
};

/** The catalogue as the account has it in the current mode, in catalogue order. */
export const getPaymentMethods = (query: PaymentMethodQuery) =>
  merchantApi.get<PaymentMethodPage>('/api/payment_methods', { query });

/** The list shows its own error state; a new page or filter keeps the old rows until it arrives. */
export const getPaymentMethodsQueryOptions = (accountId: string, query: PaymentMethodQuery) =>
  queryOptions({
    queryKey: queryKeys.list('paymentMethods', accountId, query),
    queryFn: () => getPaymentMethods(query),
    placeholderData: keepPreviousData,
    meta: { errorMode: 'silent' },
  });

export const usePaymentMethods = (accountId: string, query: PaymentMethodQuery) =>
  useQuery(getPaymentMethodsQueryOptions(accountId, query));
