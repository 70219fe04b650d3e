import type { EventObjectType, EventType } from '@paydeck/contract/event-types';
import type { EventObject } from '@paydeck/contract/events';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { listIndex } from './columns.ts';
import { accounts } from './merchants.ts';

/**
 * Domain events (ARCHITECTURE §4): one row per status change of a payment, refund or dispute,
 * written in the transaction of the change by its transition function, never updated. `sequence`
 * orders them: an object's row lock makes its events' sequences follow their commits. The time is
 * the clock's at the insert (not the transaction's start), so that order holds for the time too.
 */
export const events = pgTable(
  'events',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    id: text('id').primaryKey(),
    sequence: bigint('sequence', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    livemode: boolean('livemode').notNull(),
    type: text('type').$type<EventType>().notNull(),
    objectType: text('object_type').$type<EventObjectType>().notNull(),
    objectId: text('object_id').notNull(),
    /** The object as the API returned it right after the change. */
    data: jsonb('data').$type<EventObject>().notNull(),
    timeCreated: timestamp('time_created', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    listIndex('events_account_mode_time_idx', [t.accountId, t.livemode], t.timeCreated, t.sequence),
    listIndex('events_account_mode_type_time_idx', [t.accountId, t.livemode, t.type], t.timeCreated, t.sequence),
    listIndex('events_account_mode_object_time_idx', [t.accountId, t.livemode, t.objectId], t.timeCreated, t.sequence),
  ],
);

/**
 * The outbox of event consumers: one row per (consumer, event) still to hand over, inserted with
 * the event and deleted once the consumer took it. Only an object's earliest row per consumer is
 * handed over, so each consumer sees an object's events in order; a failure pushes that row's next
 * attempt back (and with it the object's later rows), never other objects' or other consumers'.
 */
export const eventDeliveries = pgTable(
  'event_deliveries',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    consumer: text('consumer').notNull(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id),
    objectId: text('object_id').notNull(),
    /** The event's sequence, copied so the earliest row of an object is found from this table alone. */
    sequence: bigint('sequence', { mode: 'number' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Due from then; while a consumer holds the row, the end of its claim. */
    timeNextAttempt: timestamp('time_next_attempt', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.consumer, t.eventId] }),
    index('event_deliveries_object_idx').on(t.accountId, t.consumer, t.objectId, t.sequence),
    // The queue across tenants: what is due, per consumer.
    index('event_deliveries_due_idx').on(t.consumer, t.timeNextAttempt),
  ],
);
