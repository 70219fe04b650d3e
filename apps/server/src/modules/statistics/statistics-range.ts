import {
  maxStatisticsBuckets,
  maxStatisticsDays,
  type StatisticsGranularity,
} from '@paydeck/contract/statistics-types';
import { AppError } from '../../lib/app-error.ts';
import { asUtc, dayMs, wallTimeAt } from '../../lib/time.ts';

/** A calendar date as whole days since 1970-01-01, so dates add and compare as numbers. */
type DayNumber = number;

/** One bucket of the answer's series: its first instant and its label in the account's zone. */
export type SeriesBucket = { start: Date; label: string };

export type StatisticsRange = {
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  /** The series' buckets in order; the last one ends at `end`. */
  series: SeriesBucket[];
  previousStart: Date;
  end: Date;
  /**
   * For day, week and month: the previous period's first date, each bucket's and the date after
   * the range (YYYY-MM-DD), the same cuts as calendar days; null for hours.
   */
  dayBounds: string[] | null;
};

const dateOf = (day: DayNumber) => new Date(day * dayMs).toISOString().slice(0, 10);

/** The day number of YYYY-MM-DD, or null for a date that doesn't exist (2026-02-30). */
const dayOf = (date: string): DayNumber | null => {
  const time = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(time) || dateOf(time / dayMs) !== date ? null : time / dayMs;
};

/**
 * The instant a wall-clock time (given as if it were UTC) has in a zone. In a gap (a clock moved
 * forward over it) it is the instant just after the gap, as calendars show such a day's start.
 */
export const instantIn = (wallAsUtc: number, zone: string) => {
  let instant = wallAsUtc;
  for (let i = 0; i < 3; i += 1) {
    const offset = asUtc(wallTimeAt(instant, zone)) - instant;
    const next = wallAsUtc - offset;
    if (next === instant) break;
    instant = next;
  }
  return new Date(instant);
};

/**
 * Midnights already found, by zone and day: a range ends today, so the same days come back request
 * after request, and finding one takes a zone lookup or two (most of the range's CPU). Bounded.
 */
const midnights = new Map<string, Date>();

const midnightIn = (day: DayNumber, zone: string) => {
  const key = `${zone} ${day}`;
  let midnight = midnights.get(key);
  if (!midnight) {
    if (midnights.size >= 20_000) midnights.clear();
    midnight = instantIn(day * dayMs, zone);
    midnights.set(key, midnight);
  }
  return midnight;
};

const two = (n: number) => String(n).padStart(2, '0');

/** The days (or hours) each bucket starts at: the range's first, then each cut of the granularity in it. */
const seriesOf = (first: DayNumber, last: DayNumber, granularity: StatisticsGranularity, zone: string) => {
  if (granularity === 'hour') {
    const buckets: SeriesBucket[] = [];
    const end = midnightIn(last + 1, zone).getTime();
    for (let start = midnightIn(first, zone).getTime(); start < end; start += 3_600_000) {
      const wall = wallTimeAt(start, zone);
      const label = `${wall.year}-${two(wall.month)}-${two(wall.day)} ${two(wall.hour)}:00`;
      buckets.push({ start: new Date(start), label });
    }
    return buckets;
  }
  const starts: DayNumber[] = [];
  for (let day = first; day <= last; day += 1) {
    const date = new Date(day * dayMs);
    const cut =
      granularity === 'day' ||
      (granularity === 'week' && date.getUTCDay() === 1) ||
      (granularity === 'month' && date.getUTCDate() === 1);
    if (cut || day === first) starts.push(day);
  }
  return starts.map((day) => ({ start: midnightIn(day, zone), label: dateOf(day) }));
};

/**
 * Spec §2 statistics: calendar days `from`..`to` in the account's zone, cut by the granularity,
 * and the period as long just before. Refuses a range backwards, longer than maxStatisticsDays,
 * or of more than maxStatisticsBuckets buckets.
 */
export const statisticsRange = (
  query: { from: string; to: string; granularity: StatisticsGranularity },
  zone: string,
): StatisticsRange => {
  const first = dayOf(query.from);
  const last = dayOf(query.to);
  if (first === null) throw new AppError('statistics_date_invalid', { params: { date: query.from } });
  if (last === null) throw new AppError('statistics_date_invalid', { params: { date: query.to } });
  if (first > last) throw new AppError('statistics_range_reversed');
  const days = last - first + 1;
  if (days > maxStatisticsDays) throw new AppError('statistics_range_too_long', { params: { max: maxStatisticsDays } });
  const series = seriesOf(first, last, query.granularity, zone);
  if (series.length > maxStatisticsBuckets) {
    throw new AppError('statistics_too_many_buckets', { params: { count: series.length, max: maxStatisticsBuckets } });
  }
  return {
    from: query.from,
    to: query.to,
    previousFrom: dateOf(first - days),
    previousTo: dateOf(first - 1),
    series,
    previousStart: midnightIn(first - days, zone),
    end: midnightIn(last + 1, zone),
    dayBounds:
      query.granularity === 'hour'
        ? null
        : [dateOf(first - days), ...series.map((bucket) => bucket.label), dateOf(last + 1)],
  };
};
