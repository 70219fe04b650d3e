/**
 * Statistics values without zod, so the web's statistics page and account home don't load it
 * (issue 20).
 */

/** How the range is cut: hours, days, ISO weeks (from Monday) or calendar months, in the account's zone. */
export const statisticsGranularities = ['hour', 'day', 'week', 'month'] as const;
export type StatisticsGranularity = (typeof statisticsGranularities)[number];

/** At most this many buckets in one answer (31 days by hour is 744). */
export const maxStatisticsBuckets = 800;
/** The longest range, in calendar days. */
export const maxStatisticsDays = 366;

/**
 * The figures of one bucket, one method or a whole range, in one currency. Amounts are integer
 * minor units of that currency; rates are ratios 0–1 with four decimals, null when nothing was
 * there to divide by. Money is never summed across currencies.
 */
export type StatisticsFigures = {
  /** Paid payments (succeeded, under- or over-paid), by the time they were paid: what was paid. */
  payment_volume: number;
  payment_count: number;
  /** Payments that failed or expired unpaid, by that time. */
  failed_count: number;
  /** payment_count / (payment_count + failed_count). */
  success_rate: number | null;
  /** Refunds that succeeded, by that time. */
  refunded_amount: number;
  refund_count: number;
  /** refunded_amount / payment_volume. */
  refund_rate: number | null;
  /** Disputes opened, by their creation. */
  disputed_amount: number;
  dispute_count: number;
  /** dispute_count / payment_count. */
  dispute_rate: number | null;
  /** Payouts that succeeded, by that time. */
  payout_volume: number;
  payout_count: number;
  /** Settlements paid to the bank account (their amount less fee), by that time; live mode only. */
  net_settled: number;
};

/** The figures, in the order the page shows them. */
export const statisticsFigureKeys = [
  'payment_volume',
  'payment_count',
  'success_rate',
  'refunded_amount',
  'refund_rate',
  'disputed_amount',
  'dispute_rate',
  'payout_volume',
  'net_settled',
] as const satisfies readonly (keyof StatisticsFigures)[];
