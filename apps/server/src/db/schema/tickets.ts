import { ticketCategories, ticketPriorities, ticketSourceTypes, ticketStatuses } from '@paydeck/contract/ticket-rules';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { listIndex, timeCreated } from './columns.ts';
import { users } from './identity.ts';
import { accounts } from './merchants.ts';
import { files } from './system.ts';

/**
 * Support tickets (spec §3 "Ticket"): raised by a user of an account, about the account or one of
 * its records, answered by support (`npm run ops -- ticket-reply`). No live/test mode: a ticket is
 * about the account.
 */
export const tickets = pgTable(
  'tickets',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    id: text('id').primaryKey(),
    creatorUserId: text('creator_user_id')
      .notNull()
      .references(() => users.id),
    category: text('category', { enum: ticketCategories }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: ticketStatuses }).notNull().default('waiting_service_reply'),
    priority: text('priority', { enum: ticketPriorities }).notNull(),
    sourceType: text('source_type', { enum: ticketSourceTypes }),
    sourceId: text('source_id'),
    assignee: text('assignee'),
    extra: jsonb('extra').$type<Record<string, string>>().notNull().default({}),
    timeCreated: timeCreated(),
    timeUpdated: timestamp('time_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [listIndex('tickets_account_status_time_idx', [t.accountId, t.status], t.timeCreated, t.id)],
);

/** The conversation after the description: the merchant's replies (their user) and support's (no user). */
export const ticketReplies = pgTable(
  'ticket_replies',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    id: text('id').primaryKey(),
    ticketId: text('ticket_id')
      .notNull()
      .references(() => tickets.id),
    authorUserId: text('author_user_id').references(() => users.id),
    content: text('content').notNull(),
    timeCreated: timeCreated(),
  },
  (t) => [index('ticket_replies_ticket_idx').on(t.accountId, t.ticketId, t.timeCreated)],
);

/** A file attached to a ticket (its description when `reply_id` is null) or to one reply, in order. */
export const ticketAttachments = pgTable(
  'ticket_attachments',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    ticketId: text('ticket_id')
      .notNull()
      .references(() => tickets.id),
    replyId: text('reply_id').references(() => ticketReplies.id),
    fileId: text('file_id')
      .primaryKey()
      .references(() => files.id),
    position: integer('position').notNull(),
  },
  (t) => [index('ticket_attachments_ticket_idx').on(t.accountId, t.ticketId)],
);
