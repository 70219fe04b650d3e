import { wallTimeText } from '@paydeck/contract/wall-time';
import dayjs from 'dayjs';
import { displayTimeZone } from './format.ts';

export const dateFormat = 'YYYY-MM-DD';

/** Calendar days, both included, as the user reads them in their time zone (`YYYY-MM-DD`). */
export type DateRange = { from: string; to: string };

/** Spec §2 quick date ranges, each ending today. */
export const quickRanges = ['today', 'lastWeek', 'lastTwoWeeks', 'lastMonth', 'lastThreeMonths'] as const;
export type QuickRange = (typeof quickRanges)[number];

/** Today's date in the user's time zone (not the browser's: a Hong Kong user in Paris sees HK days). */
export const todayIn = (timeZone = displayTimeZone()) => wallTimeText(Date.now(), timeZone).slice(0, dateFormat.length);

const addDays = (date: string, days: number) => dayjs(date).add(days, 'day').format(dateFormat);
/** The first day of the month that ends on `date` (03-31 → 03-01, 03-15 → 02-16). */
const monthsBefore = (date: string, months: number) =>
  dayjs(date).subtract(months, 'month').add(1, 'day').format(dateFormat);

export const quickRangeOf = (range: QuickRange, today = todayIn()): DateRange => {
  const from = {
    today,
    lastWeek: addDays(today, -6),
    lastTwoWeeks: addDays(today, -13),
    lastMonth: monthsBefore(today, 1),
    lastThreeMonths: monthsBefore(today, 3),
  }[range];
  return { from, to: today };
};

/** Spec §9: lists show the last 31 days until the user picks another range. */
export const defaultRange = (today = todayIn()): DateRange => ({ from: addDays(today, -30), to: today });

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value).format(dateFormat) === value;

/**
 * The `range` query value: absent → the default range, `all` → no range, `from,to` → those days.
 * Anything else (a hand-edited URL) counts as absent.
 */
export const parseRange = (value: string | null, today = todayIn()): DateRange | null => {
  if (value === 'all') return null;
  const [from = '', to = ''] = value?.split(',') ?? [];
  return isDate(from) && isDate(to) && from <= to ? { from, to } : defaultRange(today);
};

export const formatRange = (range: DateRange | null) => (range ? `${range.from},${range.to}` : 'all');

/**
 * The wire's half-open `time_created` range (spec §7, Unix seconds): from the first day's midnight
 * to the midnight after the last day, both in the user's time zone.
 */
export const timeCreatedOf = (range: DateRange, timeZone = displayTimeZone()) => ({
  gte: dayjs.tz(range.from, timeZone).unix(),
  lt: dayjs.tz(addDays(range.to, 1), timeZone).unix(),
});
