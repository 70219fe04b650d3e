import {
  maxStatisticsBuckets,
  maxStatisticsDays,
  type StatisticsGranularity,
  statisticsGranularities,
} from '@paydeck/contract/statistics-types';
import dayjs from 'dayjs';
import type { DateRange } from '../../../lib/date-range.ts';

/** By hour only over a month at most: longer, the bars are too thin to read (31 days by hour is 744). */
export const maxHourDays = 31;

/** Calendar days in the range, both ends included. */
export const daysIn = (range: DateRange) => dayjs(range.to).diff(dayjs(range.from), 'day') + 1;

/** The most buckets a range gives by a granularity (a week or month cut by the range counts once). */
const bucketsIn = (range: DateRange, granularity: StatisticsGranularity) => {
  const days = daysIn(range);
  if (granularity === 'hour') return days * 24 + 1; // a day of 25 hours when clocks go back
  if (granularity === 'day') return days;
  if (granularity === 'week') return Math.ceil(days / 7) + 1;
  return dayjs(range.to).diff(dayjs(range.from).startOf('month'), 'month') + 1;
};

/** Whether the server takes the range by this granularity, and the page offers it. */
export const isOffered = (range: DateRange, granularity: StatisticsGranularity) =>
  daysIn(range) <= maxStatisticsDays &&
  (granularity !== 'hour' || daysIn(range) <= maxHourDays) &&
  bucketsIn(range, granularity) <= maxStatisticsBuckets;

/** The URL's granularity if the range allows it, else by day. */
export const granularityFor = (range: DateRange, wanted: StatisticsGranularity | undefined): StatisticsGranularity =>
  wanted !== undefined && isOffered(range, wanted) ? wanted : 'day';

export const offeredGranularities = (range: DateRange) =>
  statisticsGranularities.map((granularity) => ({ granularity, offered: isOffered(range, granularity) }));
