import type { MessageListQuery } from '@paydeck/contract/messages';
import { and, eq, gte, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { newestFirstPage, timeRange } from '../../db/paging.ts';
import { accounts } from '../../db/schema/merchants.ts';
import { type LocalizedText, messages } from '../../db/schema/messages.ts';
import { newId } from '../../lib/ids.ts';

export type MessageRow = typeof messages.$inferSelect;

export const insertMessage = async (
  db: Executor,
  input: {
    accountId: string;
    title: LocalizedText;
    content: LocalizedText;
    status?: MessageRow['status'];
    timeCreated?: Date;
  },
) => {
  const id = newId('msg');
  await db.insert(messages).values({ id, ...input });
  return id;
};

/** Who an announcement goes to: every account, one merchant's accounts, or one account. */
export type Audience =
  | { kind: 'all' }
  | { kind: 'merchant'; merchantId: string }
  | { kind: 'account'; accountId: string };

/** One message to each account of the audience; returns how many accounts got it. */
export const insertAnnouncement = async (
  db: Executor,
  audience: Audience,
  texts: { title: LocalizedText; content: LocalizedText },
) => {
  const recipients = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      audience.kind === 'merchant'
        ? eq(accounts.merchantId, audience.merchantId)
        : audience.kind === 'account'
          ? eq(accounts.id, audience.accountId)
          : undefined,
    );
  if (recipients.length > 0) {
    await db
      .insert(messages)
      .values(recipients.map((account) => ({ id: newId('msg'), accountId: account.id, ...texts })));
  }
  return recipients.length;
};

/** One page of an account's messages, newest first. */
export const listMessages = async (db: Executor, accountId: string, query: MessageListQuery) => {
  const { from, to } = timeRange(query);
  const where = and(
    eq(messages.accountId, accountId),
    query.status ? eq(messages.status, query.status) : undefined,
    from ? gte(messages.timeCreated, from) : undefined,
    to ? lt(messages.timeCreated, to) : undefined,
  );
  return newestFirstPage(db, db.select().from(messages).$dynamic(), messages, where, query);
};

/** Looked up within the account only, so another account's id is simply not found. */
export const findMessage = async (db: Executor, accountId: string, id: string): Promise<MessageRow | null> => {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.accountId, accountId), eq(messages.id, id)));
  return row ?? null;
};

export const markMessageRead = async (db: Executor, accountId: string, id: string): Promise<MessageRow | null> => {
  const [row] = await db
    .update(messages)
    .set({ status: 'read' })
    .where(and(eq(messages.accountId, accountId), eq(messages.id, id)))
    .returning();
  return row ?? null;
};

/** Every unread message of the account read; returns how many changed. */
export const markAllMessagesRead = async (db: Executor, accountId: string) =>
  (
    await db
      .update(messages)
      .set({ status: 'read' })
      .where(and(eq(messages.accountId, accountId), eq(messages.status, 'unread')))
      .returning({ id: messages.id })
  ).length;
