import { bigint, boolean, date, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './merchants.ts';

/** What a bucket counts, each as a `<kind>_count` and `<kind>_amount` column (modules/statistics/statistics-kinds.ts). */
export const statisticsKinds = ['payment', 'failed', 'refund', 'dispute', 'payout', 'settlement'] as const;
export type StatisticsKind = (typeof statisticsKinds)[number];

const figure = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** Each kind's count and amount, the figure columns of both tiers. */
const figures = () => ({
  paymentCount: figure('payment_count'),
  paymentAmount: figure('payment_amount'),
  failedCount: figure('failed_count'),
  failedAmount: figure('failed_amount'),
  refundCount: figure('refund_count'),
  refundAmount: figure('refund_amount'),
  disputeCount: figure('dispute_count'),
  disputeAmount: figure('dispute_amount'),
  payoutCount: figure('payout_count'),
  payoutAmount: figure('payout_amount'),
  settlementCount: figure('settlement_count'),
  settlementAmount: figure('settlement_amount'),
});

/**
 * Issue 20 rollups: in one quarter of an hour (UTC-aligned, so every zone's hours, including
 * +5:30 and +5:45, are whole buckets), per account, mode, currency and payment method ('' for
 * payouts and settlements), the count and amount of each kind of money movement. Kinds are
 * columns rather than a key: a range reads half the rows (docs/decisions.md: Statistics).
 * Maintained by the statistics event consumer, recomputed by `ops statistics-rebuild`. Keyed by
 * time after the tenant so a range's buckets are one index range. The hour view reads these.
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
    ...figures(),
  },
  (t) => [
    primaryKey({
      name: 'statistics_buckets_pkey',
      columns: [t.accountId, t.livemode, t.bucketStart, t.currency, t.paymentMethod],
    }),
  ],
);

/**
 * The same figures per calendar day in the account's zone, which the day, week and month views
 * and the account home read (a year is 365 rows per currency and method, not 35,040). Written
 * with the buckets by the consumer, in the zone the account has when it applies an event, and
 * cut again from the buckets when the account's zone changes (statistics-days.repository.ts).
 */
export const statisticsDays = pgTable(
  'statistics_days',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    livemode: boolean('livemode').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    paymentMethod: text('payment_method').notNull(),
    ...figures(),
  },
  (t) => [
    primaryKey({
      name: 'statistics_days_pkey',
      columns: [t.accountId, t.livemode, t.day, t.currency, t.paymentMethod],
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
