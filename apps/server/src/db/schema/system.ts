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
 * Token buckets of the abuse limits (sign-in, registration, password reset, invitations, tokens,
 * 2FA, the public checkout), as GCRA: `tat` is the theoretical arrival time, the moment the bucket
 * is full again. A hit moves it one emission interval (window / max) later, and passes only while
 * it stays within one window of now, so no window, sliding or aligned, ever sees more than `max`
 * (+1 refill). One atomic upsert per hit on the database clock, so it holds across processes. A row
 * whose `tat` has passed is a full bucket, the same as no row; the maintenance job prunes those.
 */
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    tat: timestamp('tat', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key] }), index('rate_limit_buckets_tat_idx').on(t.tat)],
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
