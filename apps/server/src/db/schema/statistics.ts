import { bigint, boolean, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './merchants.ts';

/** What a bucket counts: one source of the statistics figures (modules/statistics/statistics-kinds.ts). */
export const statisticsKinds = ['payment', 'failed', 'refund', 'dispute', 'payout', 'settlement'] as const;
export type StatisticsKind = (typeof statisticsKinds)[number];

/**
 * Issue 20 rollups: the count and amount of one kind of money movement in one hour (UTC-aligned),
 * per account, mode, currency and payment method ('' for payouts and settlements). Maintained by
 * the statistics event consumer, recomputed by `ops statistics-rebuild`. Keyed by time after the
 * tenant so a range's buckets are one index range.
 */
export const statisticsBuckets = pgTable(
  'statistics_buckets',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    livemode: boolean('livemode').notNull(),
    bucketStart: timestamp('bucket_start', { withTimezone: true }).notNull(),
    currency: text('currency').notNull(),
    paymentMethod: text('payment_method').notNull(),
    kind: text('kind').$type<StatisticsKind>().notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'statistics_buckets_pkey',
      columns: [t.accountId, t.livemode, t.bucketStart, t.currency, t.paymentMethod, t.kind],
    }),
  ],
);

/**
 * The events the consumer added to the buckets: inserted by the statement that adds them, so an
 * event handed over again adds nothing.
 */
export const statisticsAppliedEvents = pgTable(
  'statistics_applied_events',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    eventId: text('event_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.eventId] })],
);
