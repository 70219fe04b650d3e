import type { messageListEnvelope } from '@paydeck/contract/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type SchemaOutput } from '../../../lib/api-client.ts';
import { displayTimeZone } from '../../../lib/format.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { bellQuery } from '../bell.ts';

type MessagePage = SchemaOutput<typeof messageListEnvelope>['data'];

/** The bell's question (spec §7): unread messages of the last two months, the first two of them. */
export const getUnreadMessages = () =>
  api.get<MessagePage>('/v1/messages', { query: bellQuery(Date.now(), displayTimeZone()) });

/** The messages are the session's current account's; the key names it so a switch refetches. */
export const unreadMessagesQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: queryKeys.scope('unreadMessages', accountId),
    queryFn: getUnreadMessages,
    refetchInterval: 60_000,
    meta: { errorMode: 'silent' },
  });

export const useUnreadMessages = (accountId: string, enabled: boolean) =>
  useQuery({ ...unreadMessagesQueryOptions(accountId), enabled });
