import type { PaymentMethod, paymentMethodListEnvelope } from '@paydeck/contract/payment-methods';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SchemaOutput } from '../../../lib/api-client.ts';
import type { Camelize } from '../../../lib/casing.ts';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type RecurringMethod = Camelize<PaymentMethod>;
type MethodPage = SchemaOutput<typeof paymentMethodListEnvelope>['data'];

/** The recurring-capable methods enabled for the account in the mode (a few at most: one page). */
const query = { status: 'enable', businessType: 'recurring', current: 1, pageSize: 100 };

/** The methods a mandate can be signed for: the account's payment methods list, filtered. */
export const getRecurringMethods = () => merchantApi.get<MethodPage>('/api/payment_methods', { query });

export const getRecurringMethodsQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: queryKeys.list('paymentMethods', accountId, query),
    queryFn: getRecurringMethods,
    select: (page) => page.list,
    meta: { errorMode: 'silent' },
  });

export const useRecurringMethods = (accountId: string, enabled: boolean) =>
  useQuery({ ...getRecurringMethodsQueryOptions(accountId), enabled });
