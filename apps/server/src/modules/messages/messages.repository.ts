import type { MessageListQuery } from '@paydeck/contract/messages';
import { and, eq, gte, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { newestFirstPage, timeRange } from '../../db/paging.ts';
import { messages } from '../../db/schema/messages.ts';
import { newId } from '../../lib/ids.ts';

export type MessageRow = typeof messages.$inferSelect;

export const insertMessage = async (
  db: Executor,
  input: { accountId: string; title: string; content: string; status?: MessageRow['status']; timeCreated?: Date },
) => {
  const id = newId('msg');
  await db.insert(messages).values({ id, ...input });
  return id;
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
