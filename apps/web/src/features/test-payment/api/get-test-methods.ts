import type { PaymentMethod, paymentMethodListEnvelope } from '@paydeck/contract/payment-methods';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SchemaOutput } from '../../../lib/api-client.ts';
import type { Camelize } from '../../../lib/casing.ts';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { testPaymentKeys } from './test-payment.keys.ts';

export type TestMethod = Camelize<PaymentMethod>;
type MethodPage = SchemaOutput<typeof paymentMethodListEnvelope>['data'];

/** The account's methods that take payments and are enabled in test mode (a few dozen at most: one page). */
export const getTestMethods = () =>
  merchantApi.get<MethodPage>('/api/payment_methods', {
    query: { status: 'enable', businessType: 'payin', current: 1, pageSize: 100 },
    livemode: false,
  });

export const getTestMethodsQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: testPaymentKeys.methods(accountId),
    queryFn: getTestMethods,
    select: (page) => page.list,
    meta: { errorMode: 'silent' },
  });

export const useTestMethods = (accountId: string) => useQuery(getTestMethodsQueryOptions(accountId));
