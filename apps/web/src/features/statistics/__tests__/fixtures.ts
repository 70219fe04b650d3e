import type { StatisticsFigures } from '@paydeck/contract/statistics-types';
import { figures } from '../../../test/statistics.ts';

// 2026-11-01 00:00 in Hong Kong.
const firstDay = 1_793_462_400;
export const days = ['2026-11-01', '2026-11-02', '2026-11-03'];
const bucket = (index: number, some: Partial<StatisticsFigures> = {}) => ({
  ...figures(some),
  start: firstDay + index * 86_400,
  label: days[index] ?? '',
});

/** Three days of HKD and USD: each currency on its own, never added up. */
export const answer = {
  time_zone: 'Asia/Hong_Kong',
  granularity: 'day',
  from: '2026-11-01',
  to: '2026-11-03',
  previous_from: '2026-10-29',
  previous_to: '2026-10-31',
  currencies: [
    {
      currency: 'HKD',
      summary: figures({
        payment_volume: 125_000,
        payment_count: 5,
        failed_count: 1,
        success_rate: 0.8333,
        refunded_amount: 10_000,
        refund_count: 1,
        refund_rate: 0.08,
        payout_volume: 50_000,
        payout_count: 1,
        net_settled: 20_000,
      }),
      previous: figures({
        payment_volume: 100_000,
        payment_count: 5,
        failed_count: 0,
        success_rate: 1,
        refunded_amount: 5_000,
        refund_count: 1,
        refund_rate: 0.05,
        payout_volume: 80_000,
        payout_count: 2,
      }),
      series: [
        bucket(0, { payment_volume: 100_000, payment_count: 4, success_rate: 1, refunded_amount: 10_000 }),
        bucket(1),
        bucket(2, {
          payment_volume: 25_000,
          payment_count: 1,
          failed_count: 1,
          success_rate: 0.5,
          payout_volume: 50_000,
        }),
      ],
      methods: [
        {
          ...figures({ payment_volume: 100_000, payment_count: 4, success_rate: 1, refunded_amount: 10_000 }),
          payment_method: 'alipay_hk',
        },
        {
          ...figures({ payment_volume: 25_000, payment_count: 1, failed_count: 1, success_rate: 0.5 }),
          payment_method: 'fps_hk',
        },
      ],
    },
    {
      currency: 'USD',
      summary: figures({ payment_volume: 999, payment_count: 1, success_rate: 1 }),
      previous: figures(),
      series: [bucket(0, { payment_volume: 999, payment_count: 1, success_rate: 1 }), bucket(1), bucket(2)],
      methods: [
        { ...figures({ payment_volume: 999, payment_count: 1, success_rate: 1 }), payment_method: 'alipay_hk' },
      ],
    },
  ],
};
