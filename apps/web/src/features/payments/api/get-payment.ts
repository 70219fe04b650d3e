import type { PaymentDetail } from '@paydeck/contract/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camelize } from '../../../lib/casing.ts';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type PaymentDetailRow = Camelize<PaymentDetail>;
export type PaymentRefundRow = PaymentDetailRow['refunds'][number];
export type PaymentDisputeRow = PaymentDetailRow['disputes'][number];

/** One payment with its refunds and disputes, newest first. */
export const getPayment = (id: string) => merchantApi.get<PaymentDetail>(`/api/payments/${encodeURIComponent(id)}`);

/** The page shows its own error and not-found states; a 404 (unknown or another account's id) is an answer. */
export const getPaymentQueryOptions = (accountId: string, id: string) =>
  queryOptions({
    queryKey: queryKeys.detail('payments', accountId, id),
    queryFn: () => getPayment(id),
    retry: false,
    meta: { errorMode: 'silent' },
  });

export const usePayment = (accountId: string, id: string) => useQuery(getPaymentQueryOptions(accountId, id));
