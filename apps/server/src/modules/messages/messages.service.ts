import type { Locale } from '@paydeck/contract/locales';
import type { Message, MessageListQuery } from '@paydeck/contract/messages';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { listPageOf } from '../../db/paging.ts';
import type { LocalizedText } from '../../db/schema/messages.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  type Audience,
  findMessage,
  insertAnnouncement,
  insertMessage,
  listMessages,
  type MessageRow,
  markAllMessagesRead,
  markMessageRead,
} from './messages.repository.ts';

export type { Audience } from './messages.repository.ts';
/** A message's title and content in every interface language. */
export type MessageTexts = { title: LocalizedText; content: LocalizedText };

/** The message in the reader's language. */
const messageOf = (row: MessageRow, locale: Locale): Message => ({
  id: row.id,
  title: row.title[locale],
  content: row.content[locale],
  status: row.status,
  time_created: Math.floor(row.timeCreated.getTime() / 1000),
});

export const messagePage = async (ctx: AppContext, accountId: string, locale: Locale, query: MessageListQuery) => {
  const { rows, total } = await listMessages(ctx.db, accountId, query);
  return listPageOf(
    rows.map((row) => messageOf(row, locale)),
    total,
    query,
  );
};

export const messageById = async (ctx: AppContext, accountId: string, locale: Locale, id: string): Promise<Message> => {
  const row = await findMessage(ctx.db, accountId, id);
  if (!row) throw new AppError('not_found');
  return messageOf(row, locale);
};

export const markRead = async (ctx: AppContext, accountId: string, locale: Locale, id: string): Promise<Message> => {
  const row = await markMessageRead(ctx.db, accountId, id);
  if (!row) throw new AppError('not_found');
  return messageOf(row, locale);
};

export const markAllRead = async (ctx: AppContext, accountId: string) => ({
  updated: await markAllMessagesRead(ctx.db, accountId),
});

/** What the product tells one account (an endpoint disabled, the account disabled …), in the caller's transaction. */
export const postMessage = (db: Executor, accountId: string, texts: MessageTexts) =>
  insertMessage(db, { accountId, ...texts });

/** The provider's announcement (`npm run ops -- announce`); returns how many accounts got it. */
export const announce = (db: Executor, audience: Audience, texts: MessageTexts) =>
  insertAnnouncement(db, audience, texts);
