import type { IntervalUnit } from '@paydeck/contract/recurring-rules';
import { asUtc, type WallTime, wallTimeAt } from '../../lib/time.ts';

/** How far a zone's clock is ahead of UTC at an instant, in milliseconds. */
const offsetAt = (instant: number, zone: string) => asUtc(wallTimeAt(instant, zone)) - instant;

const day = 86_400_000;

/**
 * The instant a wall-clock time names in a zone. Where a clock change skips it (spring forward), it
 * moves on by the change (02:30 becomes 03:30); where it happens twice (fall back), the first.
 */
export const instantOf = (wall: WallTime, zone: string): number => {
  const utc = asUtc(wall);
  // Time zones change their offset at most once in any two days, so the offsets a day before and
  // after are the only ones the wall time can be in.
  const before = offsetAt(utc - day, zone);
  const after = offsetAt(utc + day, zone);
  const shows = (instant: number) => asUtc(wallTimeAt(instant, zone)) === utc;
  const candidates = [utc - before, utc - after].filter(shows);
  if (candidates.length > 0) return Math.min(...candidates);
  return utc - before;
};

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

const monthsOf: Partial<Record<IntervalUnit, number>> = { year: 12, quarter: 3, month: 1 };
const daysOf: Partial<Record<IntervalUnit, number>> = { week: 7, day: 1 };

/**
 * The wall time `count` intervals after `anchor`, counted from the anchor each time so a month end
 * stays one: Jan 31 → Feb 28 (29 in a leap year) → Mar 31. Weeks and days are calendar days, the
 * clock time kept across a daylight-saving change.
 */
export const addIntervals = (anchor: WallTime, unit: IntervalUnit, count: number): WallTime => {
  const months = monthsOf[unit];
  if (months !== undefined) {
    const total = anchor.year * 12 + (anchor.month - 1) + months * count;
    const year = Math.floor(total / 12);
    const month = (total % 12) + 1;
    return { ...anchor, year, month, day: Math.min(anchor.day, daysInMonth(year, month)) };
  }
  const date = new Date(Date.UTC(anchor.year, anchor.month - 1, anchor.day + (daysOf[unit] ?? 1) * count));
  return { ...anchor, year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
};

/**
 * When the `count`th period after `anchor` ends, in the account's time zone: the instant of the
 * anchor's wall time `count` intervals on.
 */
export const periodEnd = (anchor: Date, zone: string, unit: IntervalUnit, count: number): Date =>
  new Date(instantOf(addIntervals(wallTimeAt(anchor.getTime(), zone), unit, count), zone));
