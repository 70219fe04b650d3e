import type { StatisticsFigures } from '@paydeck/contract/statistics-types';

const zero: StatisticsFigures = {
  payment_volume: 0,
  payment_count: 0,
  failed_count: 0,
  success_rate: null,
  refunded_amount: 0,
  refund_count: 0,
  refund_rate: null,
  disputed_amount: 0,
  dispute_count: 0,
  dispute_rate: null,
  payout_volume: 0,
  payout_count: 0,
  net_settled: 0,
};

/** One bucket's, method's or period's figures in a statistics answer: zero, but for `some`. */
export const figures = (some: Partial<StatisticsFigures> = {}): StatisticsFigures => ({ ...zero, ...some });
