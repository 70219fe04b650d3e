import type { ApiKey, apiKeyListEnvelope } from '@paydeck/contract/api-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SchemaOutput } from '../../../lib/api-client.ts';
import type { Camelize } from '../../../lib/casing.ts';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type ApiKeyRow = Camelize<ApiKey>;
type ApiKeyPage = SchemaOutput<typeof apiKeyListEnvelope>['data'];

/**
 * The mode's keys that still work: its current pair and keys rolled in the last 7 days at most,
 * so one page of the largest size holds them all.
 */
export const getApiKeys = () => merchantApi.get<ApiKeyPage>('/api/keys', { query: { pageSize: 100 } });

/** The page shows its own error state. */
export const getApiKeysQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: queryKeys.scope('apiKeys', accountId),
    queryFn: getApiKeys,
    meta: { errorMode: 'silent' },
  });

export const useApiKeys = (accountId: string) => useQuery(getApiKeysQueryOptions(accountId));
