import type { RefundStatus } from '@paydeck/contract/payin-types';
import type { Refund, refundListEnvelope } from '@paydeck/contract/refunds';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SchemaOutput } from '../../../lib/api-client.ts';
import type { Camelize } from '../../../lib/casing.ts';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type RefundRow = Camelize<Refund>;
type RefundPage = SchemaOutput<typeof refundListEnvelope>['data'];

export type RefundQuery = {
  current: number;
  pageSize: number;
  status?: RefundStatus | undefined;
  paymentId?: string | undefined;
  timeCreated?: { gte: number; lt: number } | undefined;
};

/** The mode's refunds, newest first. */
export const getRefunds = (query: RefundQuery) => merchantApi.get<RefundPage>('/api/refunds', { query });

/** The list shows its own error state; a new page or filter keeps the old rows until it arrives. */
export const getRefundsQueryOptions = (accountId: string, query: RefundQuery) =>
  queryOptions({
    queryKey: queryKeys.list('refunds', accountId, query),
    queryFn: () => getRefunds(query),
    placeholderData: keepPreviousData,
    meta: { errorMode: 'silent' },
  });

export const useRefunds = (accountId: string, query: RefundQuery) => useQuery(getRefundsQueryOptions(accountId, query));
