import type { Dispute, disputeListEnvelope } from '@paydeck/contract/disputes';
import type { DisputeReason, DisputeStatus } from '@paydeck/contract/payin-types';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SchemaOutput } from '../../../lib/api-client.ts';
import type { Camelize } from '../../../lib/casing.ts';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type DisputeRow = Camelize<Dispute>;
type DisputePage = SchemaOutput<typeof disputeListEnvelope>['data'];

export type DisputeQuery = {
  current: number;
  pageSize: number;
  status?: DisputeStatus | undefined;
  reason?: DisputeReason | undefined;
  paymentId?: string | undefined;
  timeCreated?: { gte: number; lt: number } | undefined;
};

/** The mode's disputes, newest first. */
export const getDisputes = (query: DisputeQuery) => merchantApi.get<DisputePage>('/api/disputes', { query });

/** The list shows its own error state; a new page or filter keeps the old rows until it arrives. */
export const getDisputesQueryOptions = (accountId: string, query: DisputeQuery) =>
  queryOptions({
    queryKey: queryKeys.list('disputes', accountId, query),
    queryFn: () => getDisputes(query),
    placeholderData: keepPreviousData,
    meta: { errorMode: 'silent' },
  });

export const useDisputes = (accountId: string, query: DisputeQuery) =>
  useQuery(getDisputesQueryOptions(accountId, query));
