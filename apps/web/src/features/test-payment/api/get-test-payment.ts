import { openPaymentStatuses, type PaymentStatus } from '@paydeck/contract/payin-types';
import type { Payment } from '@paydeck/contract/payments';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { invalidate } from '../../../lib/query-effects.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** How often the result view asks again while the payer has not finished. */
export const testPaymentPollMs = 3_000;

export const isOpenStatus = (status: PaymentStatus) =>
  (openPaymentStatuses as readonly PaymentStatus[]).includes(status);

export const getTestPayment = (id: string) =>
  merchantApi.get<Payment>(`/api/payments/${encodeURIComponent(id)}`, { livemode: false });

/**
 * Polls while the payment is open (the payer acts in another tab); a 404 (unknown id, another
 * account's, or a live one) is the page's not-found, not worth retrying.
 */
export const getTestPaymentQueryOptions = (accountId: string, id: string) =>
  queryOptions({
    queryKey: queryKeys.detail('testPayment', accountId, id, false),
    queryFn: () => getTestPayment(id),
    retry: false,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data && isOpenStatus(query.state.data.status) ? testPaymentPollMs : false),
    meta: { errorMode: 'silent' },
  });

export const useTestPayment = (accountId: string, id: string) => useQuery(getTestPaymentQueryOptions(accountId, id));

/** Once the payer finished (paid, failed, expired…), other areas' views of the payment are out of date. */
export const useSettledRefresh = (accountId: string, status: PaymentStatus | undefined) => {
  const queryClient = useQueryClient();
  const settled = status !== undefined && !isOpenStatus(status);
  useEffect(() => {
    if (!settled) return;
    void invalidate(queryClient, 'paymentChanged', accountId);
  }, [settled, queryClient, accountId]);
};
