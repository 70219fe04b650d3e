import type { PaymentStatus } from '@paydeck/contract/payin-types';
import type { PaymentMethodId } from '@paydeck/contract/payment-method-catalogue';
import type { Payment, paymentListEnvelope } from '@paydeck/contract/payments';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SchemaOutput } from '../../../lib/api-client.ts';
import type { Camelize } from '../../../lib/casing.ts';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type PaymentRow = Camelize<Payment>;
type PaymentPage = SchemaOutput<typeof paymentListEnvelope>['data'];

export type PaymentQuery = {
  current: number;
  pageSize: number;
  status?: PaymentStatus | undefined;
  paymentMethod?: PaymentMethodId | undefined;
  /** An exact payment id, reference or customer id (the server matches any of the three). */
  search?: string | undefined;
  timeCreated?: { gte: number; lt: number } | undefined;
};

/** The account's payments in the current mode, newest first. */
export const getPayments = (query: PaymentQuery) => merchantApi.get<PaymentPage>('/api/payments', { query });

/** The list shows its own error state; a new page or filter keeps the old rows until it arrives. */
export const getPaymentsQueryOptions = (accountId: string, query: PaymentQuery) =>
  queryOptions({
    queryKey: queryKeys.list('payments', accountId, query),
    queryFn: () => getPayments(query),
    placeholderData: keepPreviousData,
    meta: { errorMode: 'silent' },
  });

export const usePayments = (accountId: string, query: PaymentQuery) =>
  useQuery(getPaymentsQueryOptions(accountId, query));
