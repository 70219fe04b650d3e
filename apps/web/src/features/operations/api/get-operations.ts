import type { OperationAction, OperationSourceType } from '@paydeck/contract/operation-types';
import type { operationLogListEnvelope } from '@paydeck/contract/operations';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type SchemaOutput } from '../../../lib/api-client.ts';
import type { Camelize } from '../../../lib/casing.ts';
import { userKeys } from '../../../lib/user.keys.ts';

export type OperationQuery = {
  current: number;
  pageSize: number;
  accountId?: string | undefined;
  action?: OperationAction | undefined;
  sourceType?: OperationSourceType | undefined;
  timeCreated?: { gte: number; lt: number } | undefined;
};

type OperationLogPage = SchemaOutput<typeof operationLogListEnvelope>['data'];
export type OperationRow = Camelize<OperationLogPage>['list'][number];

/** The signed-in user's own actions across their accounts (spec §2 /operations), newest first. */
export const getOperations = (query: OperationQuery) => api.get<OperationLogPage>('/v1/operations', { query });

/** The log shows its own error state; a new page keeps the old rows on screen until it arrives. */
export const getOperationsQueryOptions = (query: OperationQuery) =>
  queryOptions({
    queryKey: userKeys.operations(query),
    queryFn: () => getOperations(query),
    placeholderData: keepPreviousData,
    meta: { errorMode: 'silent' },
  });

export const useOperations = (query: OperationQuery) => useQuery(getOperationsQueryOptions(query));
