import { type ExportSourceType, exportStatuses } from '@paydeck/contract/export-types';
import type { Locale } from '@paydeck/contract/locales';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea, listIndex, timeCreated } from './columns.ts';
import { users } from './identity.ts';
import { accounts } from './merchants.ts';

/** Spec §3 export: a list's rows under one filter, written as a CSV file by a job. */
export const dataExports = pgTable(
  'exports',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    id: text('id').primaryKey(),
    livemode: boolean('livemode').notNull(),
    /** Who asked for it (null: an API key). */
    userId: text('user_id').references(() => users.id),
    status: text('status', { enum: exportStatuses }).notNull(),
    sourceType: text('source_type').$type<ExportSourceType>().notNull(),
    /** The list's query as validated at creation, less paging. */
    filter: jsonb('filter').$type<Record<string, string | number>>().notNull(),
    /** The creator's language and time zone when they asked: the file's headers and times. */
    language: text('language').$type<Locale>().notNull(),
    timeZone: text('time_zone').notNull(),
    filename: text('filename').notNull(),
    rowsWritten: integer('rows_written').notNull().default(0),
    rowsTotal: integer('rows_total'),
    sizeBytes: integer('size_bytes'),
    failureMessage: text('failure_message'),
    timeCreated: timeCreated(),
    timeProcessed: timestamp('time_processed', { withTimezone: true }),
    timeExpired: timestamp('time_expired', { withTimezone: true }),
    /**
     * While processing: until when the worker that claimed it holds it (renewed as it writes).
     * Past it the worker is taken for dead and the next run starts the file over. Also the
     * holder's token: it writes only while the lease is still the one it set.
     */
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
  },
  (t) => [
    listIndex('exports_list_idx', [t.accountId, t.livemode], t.timeCreated, t.id),
    listIndex('exports_status_list_idx', [t.accountId, t.livemode, t.status], t.timeCreated, t.id),
    // The job's queue (new and lapsed claims) and the expiry sweep read only the few rows in these statuses.
    index('exports_due_idx').on(t.timeCreated).where(sql`${t.status} = 'created'`),
    index('exports_expiry_idx').on(t.timeExpired).where(sql`${t.status} = 'processed'`),
    index('exports_lease_idx').on(t.leaseExpiresAt).where(sql`${t.status} = 'processing'`),
  ],
);

/**
 * An export's file, in parts of a bounded size (numbered from 0), so neither writing nor
 * downloading ever holds the whole file in memory (docs/decisions.md "Exports").
 */
export const exportParts = pgTable(
  'export_parts',
  {
    accountId: text('account_id').notNull(),
    exportId: text('export_id')
      .notNull()
      .references(() => dataExports.id, { onDelete: 'cascade' }),
    part: integer('part').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.exportId, t.part] })],
);
