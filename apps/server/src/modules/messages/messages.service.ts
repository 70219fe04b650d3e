import type { Message, MessageListQuery } from '@paydeck/contract/messages';
import type { AppContext } from '../../context.ts';
import { listPageOf } from '../../db/paging.ts';
import { AppError } from '../../lib/app-error.ts';
import { findMessage, listMessages, type MessageRow, markMessageRead } from './messages.repository.ts';

const messageOf = (row: MessageRow): Message => ({
  id: row.id,
  title: row.title,
  content: row.content,
  status: row.status,
  time_created: Math.floor(row.timeCreated.getTime() / 1000),
});

export const messagePage = async (ctx: AppContext, accountId: string, query: MessageListQuery) => {
  const { rows, total } = await listMessages(ctx.db, accountId, query);
  return listPageOf(rows.map(messageOf), total, query);
};

export const messageById = async (ctx: AppContext, accountId: string, id: string): Promise<Message> => {
  const row = await findMessage(ctx.db, accountId, id);
  if (!row) throw new AppError('not_found');
  return messageOf(row);
};

export const markRead = async (ctx: AppContext, accountId: string, id: string): Promise<Message> => {
  const row = await markMessageRead(ctx.db, accountId, id);
  if (!row) throw new AppError('not_found');
  return messageOf(row);
};
