import type { StatisticsFigures } from '@paydeck/contract/statistics-types';
import type { StatisticsKind } from '../../db/schema/statistics.ts';

/** Counts and amounts per kind, before the rates are worked out. */
export type KindTotals = Record<StatisticsKind, { count: number; amount: number }>;

export const emptyTotals = (): KindTotals => ({
  payment: { count: 0, amount: 0 },
  failed: { count: 0, amount: 0 },
  refund: { count: 0, amount: 0 },
  dispute: { count: 0, amount: 0 },
  payout: { count: 0, amount: 0 },
  settlement: { count: 0, amount: 0 },
});

export const addTotals = (totals: KindTotals, kind: StatisticsKind, count: number, amount: number) => {
  totals[kind].count += count;
  totals[kind].amount += amount;
};

/** A ratio with four decimals; null over nothing. */
const rate = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 10_000) / 10_000);

export const figuresOf = (t: KindTotals): StatisticsFigures => ({
  payment_volume: t.payment.amount,
  payment_count: t.payment.count,
  failed_count: t.failed.count,
  success_rate: rate(t.payment.count, t.payment.count + t.failed.count),
  refunded_amount: t.refund.amount,
  refund_count: t.refund.count,
  refund_rate: rate(t.refund.amount, t.payment.amount),
  disputed_amount: t.dispute.amount,
  dispute_count: t.dispute.count,
  dispute_rate: rate(t.dispute.count, t.payment.count),
  payout_volume: t.payout.amount,
  payout_count: t.payout.count,
  net_settled: t.settlement.amount,
});
