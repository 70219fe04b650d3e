import type { Locale } from '@paydeck/contract/locales';
import { messageStatuses } from '@paydeck/contract/messages';
import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { listIndex, timeCreated } from './columns.ts';
import { accounts } from './merchants.ts';

/** A text in every interface language: a message is read by an account's users in theirs. */
export type LocalizedText = Record<Locale, string>;

/**
 * Messages to one account (spec §3 "Message"): the provider's announcements and what the product
 * must tell the merchant (an endpoint disabled, the account disabled …). The bell reads the unread ones.
 */
export const messages = pgTable(
  'messages',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    id: text('id').primaryKey(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    content: jsonb('content').$type<LocalizedText>().notNull(),
    status: text('status', { enum: messageStatuses }).notNull().default('unread'),
    timeCreated: timeCreated(),
  },
  (t) => [listIndex('messages_account_status_time_idx', [t.accountId, t.status], t.timeCreated, t.id)],
);
