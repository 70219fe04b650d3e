import type { ExportSourceType, ExportStatus } from '@paydeck/contract/export-types';
import type { exportListEnvelope } from '@paydeck/contract/exports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SchemaOutput } from '../../../lib/api-client.ts';
import type { Camelize } from '../../../lib/casing.ts';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

type ExportPage = Camelize<SchemaOutput<typeof exportListEnvelope>['data']>;
export type ExportRow = ExportPage['list'][number];

export type ExportQuery = {
  current: number;
  pageSize: number;
  status?: ExportStatus | undefined;
  sourceType?: ExportSourceType | undefined;
  timeCreated?: { gte: number; lt: number } | undefined;
};

/** How often a page with a file still being written asks again, to show its progress. */
export const progressPollMs = 2000;

const inProgress = (page: ExportPage | undefined) =>
  page?.list.some((row) => row.status === 'created' || row.status === 'processing') === true;

/** The account's exports in the current mode, newest first. */
export const getExports = (query: ExportQuery) => merchantApi.get<ExportPage>('/api/exports', { query });

export const getExportsQueryOptions = (accountId: string, query: ExportQuery) =>
  queryOptions({
    queryKey: queryKeys.list('exports', accountId, query),
    queryFn: () => getExports(query),
    placeholderData: keepPreviousData,
    // Until every file on the page is written (or failed), its rows count up.
    refetchInterval: (query) => (inProgress(query.state.data) ? progressPollMs : false),
    meta: { errorMode: 'silent' },
  });

export const useExports = (accountId: string, query: ExportQuery) => useQuery(getExportsQueryOptions(accountId, query));
