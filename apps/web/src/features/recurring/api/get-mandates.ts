import type { PaymentMethodId } from '@paydeck/contract/payment-method-catalogue';
import type { Mandate, mandateListEnvelope } from '@paydeck/contract/recurring';
import type { MandateStatus } from '@paydeck/contract/recurring-rules';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SchemaOutput } from '../../../lib/api-client.ts';
import type { Camelize } from '../../../lib/casing.ts';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type MandateRow = Camelize<Mandate>;
type MandatePage = SchemaOutput<typeof mandateListEnvelope>['data'];

export type MandateQuery = {
  current: number;
  pageSize: number;
  status?: MandateStatus | undefined;
  paymentMethod?: PaymentMethodId | undefined;
  customerId?: string | undefined;
  timeCreated?: { gte: number; lt: number } | undefined;
};

/** The mode's mandates, newest first. */
export const getMandates = (query: MandateQuery) => merchantApi.get<MandatePage>('/api/mandates', { query });

/** The list shows its own error state; a new page or filter keeps the old rows until it arrives. */
export const getMandatesQueryOptions = (accountId: string, query: MandateQuery) =>
  queryOptions({
    queryKey: queryKeys.list('mandates', accountId, query),
    queryFn: () => getMandates(query),
    placeholderData: keepPreviousData,
    meta: { errorMode: 'silent' },
  });

export const useMandates = (accountId: string, query: MandateQuery) =>
  useQuery(getMandatesQueryOptions(accountId, query));
