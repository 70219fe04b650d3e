import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea, listIndex, timeCreated } from './columns.ts';

/**
 * Fixed-window request counters. Kept in the database so that limits hold across every server
 * process sharing it; rows of past windows are pruned by a maintenance job. UNLOGGED (migration
 * 0006): every API call of one client IP updates the same row, and a logged update holds that
 * row's lock until its commit reaches the disk, which capped one IP at ~900 requests/s on the
 * bench machine (10,000 unlogged). A crash empties the table: counting restarts, nothing else.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.bucket, t.key, t.windowStart] }),
    index('rate_limit_counters_window_idx').on(t.windowStart),
  ],
);

/**
 * Uploaded and generated files (ticket attachments, identity documents, exports), stored in the
 * database so any web or worker process can serve them. `account_id` leads for tenancy.
 */
export const files = pgTable(
  'files',
  {
    accountId: text('account_id'),
    id: text('id').primaryKey(),
    purpose: text('purpose').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
    timeCreated: timeCreated(),
    timeExpired: timestamp('time_expired', { withTimezone: true }),
  },
  (t) => [listIndex('files_account_time_idx', [t.accountId], t.timeCreated, t.id)],
);
