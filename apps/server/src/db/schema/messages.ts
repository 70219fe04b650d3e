import { messageStatuses } from '@paydeck/contract/messages';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { listIndex, timeCreated } from './columns.ts';
import { accounts } from './merchants.ts';

/** Announcements from the provider to one account (spec §3 "Message"); the bell reads the unread ones. */
export const messages = pgTable(
  'messages',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    status: text('status', { enum: messageStatuses }).notNull().default('unread'),
    timeCreated: timeCreated(),
  },
  (t) => [listIndex('messages_account_status_time_idx', [t.accountId, t.status], t.timeCreated, t.id)],
);
