import { api } from '../../../lib/api-client.ts';
import { type Page, useHomeQuery } from './home-query.ts';

export type HomeMessage = { id: string; title: string; timeCreated: number };

/** The three newest unread messages, and how many are unread. */
export const useUnreadMessages = (accountId: string) =>
  useHomeQuery('messages', accountId, { unread: 3 }, () =>
    api.get<Page<HomeMessage>>('/v1/messages', { query: { current: 1, pageSize: 3, status: 'unread' } }),
  );
