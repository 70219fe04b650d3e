import type { PaymentMethod, paymentMethodListEnvelope } from '@paydeck/contract/payment-methods';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SchemaOutput } from '../../../lib/api-client.ts';
import type { Camelize } from '../../../lib/casing.ts';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type TestMethod = Camelize<PaymentMethod>;
type MethodPage = SchemaOutput<typeof paymentMethodListEnvelope>['data'];

/** The methods that take payments and are enabled (a few dozen at most: one page). */
const query = { status: 'enable', businessType: 'payin', current: 1, pageSize: 100 };

/** The account's methods a test payment can use: its payment methods list, in test mode. */
export const getTestMethods = () => merchantApi.get<MethodPage>('/api/payment_methods', { query, livemode: false });

export const getTestMethodsQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: queryKeys.list('paymentMethods', accountId, query, false),
    queryFn: getTestMethods,
    select: (page) => page.list,
    meta: { errorMode: 'silent' },
  });

export const useTestMethods = (accountId: string) => useQuery(getTestMethodsQueryOptions(accountId));
