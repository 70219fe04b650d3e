import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { timeCreated } from './columns.ts';
import { accounts } from './merchants.ts';

export const idempotencyStatuses = ['in_progress', 'completed'] as const;

/**
 * `Idempotency-Key`s of `/api/*` writes, per account and mode: the first request inserts its row
 * (the unique key makes that race-free), runs, and stores its response for replays. A maintenance
 * job prunes rows past `time_expired`.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    livemode: boolean('livemode').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of method, path, query and body: a reuse with another request is refused. */
    requestHash: text('request_hash').notNull(),
    status: text('status', { enum: idempotencyStatuses }).notNull(),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    timeCreated: timeCreated(),
    /** When the running request took the key; a stale one (its process died) can be taken over. */
    timeLocked: timestamp('time_locked', { withTimezone: true }).notNull().defaultNow(),
    timeExpired: timestamp('time_expired', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.livemode, t.key] }),
    index('idempotency_keys_expired_idx').on(t.timeExpired),
  ],
);
