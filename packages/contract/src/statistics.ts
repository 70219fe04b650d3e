import { z } from 'zod';
import { envelope } from './envelope.ts';
import { merchantApiQuery } from './merchant-api.ts';
import { currencyCode, minorUnits, paymentMethodId, unixSeconds } from './payin-fields.ts';
import { statisticsGranularities } from './statistics-types.ts';

const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .meta({ description: "A calendar date YYYY-MM-DD in the account's time zone." });

/** Spec §2 statistics: a range of calendar days in the account's zone, cut by a granularity. */
export const statisticsQuery = merchantApiQuery.extend({
  from: calendarDate.meta({ example: '2026-11-01' }),
  to: calendarDate.meta({ description: 'The last day of the range, included.', example: '2026-11-30' }),
  granularity: z.enum(statisticsGranularities).default('day'),
});
export type StatisticsQuery = z.infer<typeof statisticsQuery>;

const rate = z.number().min(0).nullable().meta({ description: 'A ratio 0–1 (four decimals); null over nothing.' });

export const statisticsFigures = z
  .object({
    payment_volume: minorUnits.meta({ description: 'Paid payments (succeeded, under- or over-paid) by time paid.' }),
    payment_count: z.number().int(),
    failed_count: z.number().int().meta({ description: 'Payments that failed or expired unpaid.' }),
    success_rate: rate,
    refunded_amount: minorUnits,
    refund_count: z.number().int(),
    refund_rate: rate.meta({ description: 'refunded_amount / payment_volume.' }),
    disputed_amount: minorUnits,
    dispute_count: z.number().int(),
    dispute_rate: rate.meta({ description: 'dispute_count / payment_count.' }),
    payout_volume: minorUnits,
    payout_count: z.number().int(),
    net_settled: minorUnits.meta({ description: 'Settlements paid to the bank (amount less fee); live only.' }),
  })
  .meta({ id: 'StatisticsFigures' });

export const statisticsBucket = statisticsFigures
  .extend({
    start: unixSeconds.meta({ description: "The bucket's first instant." }),
    label: z.string().meta({
      description: "Its start in the account's zone: YYYY-MM-DD HH:00 by hour, else YYYY-MM-DD.",
      example: '2026-11-02',
    }),
  })
  .meta({ id: 'StatisticsBucket' });

export const statisticsMethod = statisticsFigures
  .extend({ payment_method: paymentMethodId })
  .meta({ id: 'StatisticsMethod' });

/** One currency's figures: money is never summed across currencies. */
export const statisticsCurrency = z
  .object({
    currency: currencyCode,
    summary: statisticsFigures,
    previous: statisticsFigures.meta({ description: 'The same figures over the period just before, as long.' }),
    series: z.array(statisticsBucket).meta({ description: 'Every bucket of the range, empty ones included.' }),
    methods: z.array(statisticsMethod).meta({ description: 'Payment figures by method, largest volume first.' }),
  })
  .meta({ id: 'StatisticsCurrency' });

export const statistics = z
  .object({
    time_zone: z
      .string()
      .meta({ description: "The account's time zone: the days and buckets are its.", example: 'Asia/Hong_Kong' }),
    granularity: z.enum(statisticsGranularities),
    from: calendarDate,
    to: calendarDate,
    previous_from: calendarDate,
    previous_to: calendarDate,
    currencies: z.array(statisticsCurrency).meta({ description: 'Each currency with any activity in either period.' }),
  })
  .meta({ id: 'Statistics' });
export type Statistics = z.output<typeof statistics>;
export const statisticsEnvelope = envelope(statistics);
