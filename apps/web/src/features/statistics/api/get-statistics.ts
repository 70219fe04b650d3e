import type { Statistics } from '@paydeck/contract/statistics';
import type { StatisticsGranularity } from '@paydeck/contract/statistics-types';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Camelize } from '../../../lib/casing.ts';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type StatisticsAnswer = Camelize<Statistics>;
export type CurrencyStatistics = StatisticsAnswer['currencies'][number];
export type Figures = CurrencyStatistics['summary'];
export type Bucket = CurrencyStatistics['series'][number];
export type MethodFigures = CurrencyStatistics['methods'][number];

/** Calendar days in the account's time zone, both included, and how they are cut. */
export type StatisticsQuery = { from: string; to: string; granularity: StatisticsGranularity };

/** The account's figures per currency over the range, with the period just before it. */
export const getStatistics = (query: StatisticsQuery) => merchantApi.get<Statistics>('/api/statistics', { query });

export const getStatisticsQueryOptions = (accountId: string, query: StatisticsQuery) =>
  queryOptions({
    queryKey: queryKeys.list('statistics', accountId, query),
    queryFn: () => getStatistics(query),
    // A new range keeps the old figures on screen until its own arrive, instead of a blank page.
    placeholderData: keepPreviousData,
    meta: { errorMode: 'silent' },
  });

export const useStatistics = (accountId: string, query: StatisticsQuery) =>
  useQuery(getStatisticsQueryOptions(accountId, query));
