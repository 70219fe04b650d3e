import type { MessageStatus } from '@paydeck/contract/message-types';
import type { messageListEnvelope } from '@paydeck/contract/messages';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type SchemaOutput } from '../../../lib/api-client.ts';
import type { Camelize } from '../../../lib/casing.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

type MessagePage = SchemaOutput<typeof messageListEnvelope>['data'];
export type MessageRow = Camelize<MessagePage>['list'][number];

export type MessageQuery = {
  current: number;
  pageSize: number;
  status?: MessageStatus | undefined;
  timeCreated?: { gte: number; lt: number } | undefined;
};

/** The account's messages, newest first, in the reader's language. */
export const getMessages = (query: MessageQuery) => api.get<MessagePage>('/v1/messages', { query });

/** The list shows its own error state; a new page or filter keeps the old rows until it arrives. */
export const getMessagesQueryOptions = (accountId: string, query: MessageQuery) =>
  queryOptions({
    queryKey: queryKeys.list('messages', accountId, query),
    queryFn: () => getMessages(query),
    placeholderData: keepPreviousData,
    meta: { errorMode: 'silent' },
  });

export const useMessages = (accountId: string, query: MessageQuery) =>
  useQuery(getMessagesQueryOptions(accountId, query));
