import type { Locale } from '@paydeck/contract/locales';
import type { loginHistoryListEnvelope } from '@paydeck/contract/user';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type SchemaOutput } from '../../../lib/api-client.ts';
import { userKeys } from '../../../lib/user.keys.ts';

export type LoginHistoryQuery = { current: number; pageSize: number };

type LoginHistoryPage = SchemaOutput<typeof loginHistoryListEnvelope>['data'];

export const getLoginHistories = (query: LoginHistoryQuery) =>
  api.get<LoginHistoryPage>('/v1/login_histories', { query });

/** The table shows its own error state, so failures are not announced as well. */
export const getLoginHistoriesQueryOptions = (query: LoginHistoryQuery, locale: Locale) =>
  queryOptions({
    queryKey: userKeys.loginHistories(query, locale),
    queryFn: () => getLoginHistories(query),
    placeholderData: keepPreviousData,
    meta: { errorMode: 'silent' },
  });

export const useLoginHistories = (query: LoginHistoryQuery, locale: Locale) =>
  useQuery(getLoginHistoriesQueryOptions(query, locale));
