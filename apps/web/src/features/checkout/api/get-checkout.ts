import type { CheckoutView } from '@paydeck/contract/checkout';
import { openPaymentStatuses, type PaymentStatus } from '@paydeck/contract/payin-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Camelize } from '../../../lib/casing.ts';
import { linkKeys } from '../../../lib/link.keys.ts';

export type Checkout = Camelize<CheckoutView>;

/** Every few seconds while the payment is open: it may expire, or be canceled by the merchant. */
export const checkoutPollMs = 10_000;

export const isOpen = (status: PaymentStatus) => (openPaymentStatuses as readonly PaymentStatus[]).includes(status);

/** Public: the token of the payment's link authorizes it (no session). */
export const getCheckout = (id: string, token: string) =>
  api.get<CheckoutView>(`/v1/checkout/${encodeURIComponent(id)}`, { query: { token } });

/** The page shows its own not-found and error states. */
export const getCheckoutQueryOptions = (id: string, token: string) =>
  queryOptions({
    queryKey: linkKeys.checkout(id, token),
    queryFn: () => getCheckout(id, token),
    meta: { errorMode: 'silent' },
    refetchInterval: (query) => (query.state.data && isOpen(query.state.data.status) ? checkoutPollMs : false),
  });

export const useCheckout = (id: string, token: string) =>
  useQuery({ ...getCheckoutQueryOptions(id, token), enabled: token !== '' });
