import type { IntervalUnit } from '@paydeck/contract/recurring-rules';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';

/** "Every month, 12 times": how often a subscription charges and how many times in all. */
export const intervalText = (
  t: TFunction<'recurring'>,
  subscription: { intervalUnit: IntervalUnit; intervalCount: number },
) =>
  t('interval.summary', {
    every: t(`interval.every.${subscription.intervalUnit}`),
    times: t('interval.times', { count: subscription.intervalCount }),
  });

const units: Record<IntervalUnit, { amount: number; unit: 'year' | 'month' | 'day' }> = {
  year: { amount: 1, unit: 'year' },
  quarter: { amount: 3, unit: 'month' },
  month: { amount: 1, unit: 'month' },
  week: { amount: 7, unit: 'day' },
  day: { amount: 1, unit: 'day' },
};

/**
 * Unix seconds `count` intervals after `from`, counted as the billing engine counts them (a month
 * end stays one: Jan 31 → Feb 28). The engine counts in the account's time zone and this in the
 * user's; they differ only across a daylight-saving change, and the server has the last word.
 */
export const intervalsAfter = (from: number, unit: IntervalUnit, count: number, timeZone: string) => {
  const step = units[unit];
  return dayjs
    .unix(from)
    .tz(timeZone)
    .add(step.amount * count, step.unit)
    .unix();
};
