import type { Message } from '@paydeck/contract/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** One message of the account (404 for an unknown id or another account's). */
export const getMessage = (id: string) => api.get<Message>(`/v1/messages/${encodeURIComponent(id)}`);

export const getMessageQueryOptions = (accountId: string, id: string) =>
  queryOptions({
    queryKey: queryKeys.detail('messages', accountId, id),
    queryFn: () => getMessage(id),
    meta: { errorMode: 'silent' },
  });

export const useMessage = (accountId: string, id: string) => useQuery(getMessageQueryOptions(accountId, id));
