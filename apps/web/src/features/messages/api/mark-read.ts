import type { Message, MessagesReadAll } from '@paydeck/contract/messages';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useInvalidate } from '../../../lib/query-effects.ts';

export const markMessageRead = (id: string) =>
  api.put<Message>(`/v1/messages/${encodeURIComponent(id)}`, { body: { status: 'read' } });

export const markAllMessagesRead = () => api.post<MessagesReadAll>('/v1/messages/read_all');

/** Opening an unread message reads it; a refusal (a role without edit_message) stays silent, the message still shows. */
export const useMarkMessageRead = (accountId: string) =>
  useMutation({
    mutationFn: markMessageRead,
    onSuccess: useInvalidate('messagesRead', accountId),
    meta: { errorMode: 'silent' },
  });

export const useMarkAllMessagesRead = (accountId: string) =>
  useMutation({
    mutationFn: markAllMessagesRead,
    onSettled: useInvalidate('messagesRead', accountId),
    meta: { errorMode: 'error' },
  });
