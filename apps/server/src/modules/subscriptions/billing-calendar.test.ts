import { intervalUnits } from '@paydeck/contract/recurring-rules';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { asUtc, type WallTime, wallTimeAt } from '../../lib/time.ts';
import { addIntervals, instantOf, periodEnd } from './billing-calendar.ts';

const at = (iso: string, zone: string) => DateTime.fromISO(iso, { zone }).toJSDate();
const local = (instant: Date, zone: string) =>
  DateTime.fromJSDate(instant, { zone }).toFormat("yyyy-MM-dd'T'HH:mm:ss.SSS ZZ");

describe('billing calendar (spec §3 interval units, in the account time zone)', () => {
  it('keeps a month end a month end: Jan 31 → Feb 29 in a leap year → Mar 31', () => {
    const anchor = at('2028-01-31T09:00', 'Asia/Shanghai');
    const ends = [1, 2, 3, 4].map((n) => local(periodEnd(anchor, 'Asia/Shanghai', 'month', n), 'Asia/Shanghai'));
    expect(ends).toEqual([
      '2028-02-29T09:00:00.000 +08:00',
      '2028-03-31T09:00:00.000 +08:00',
      '2028-04-30T09:00:00.000 +08:00',
      '2028-05-31T09:00:00.000 +08:00',
    ]);
    expect(local(periodEnd(at('2027-01-31T09:00', 'UTC'), 'UTC', 'month', 1), 'UTC')).toBe(
      '2027-02-28T09:00:00.000 +00:00',
    );
  });

  it('counts quarters and years from the anchor: Nov 30 → Feb 28 → May 30; Feb 29 → Feb 28', () => {
    const anchor = at('2026-11-30T00:00', 'UTC');
    expect([1, 2].map((n) => local(periodEnd(anchor, 'UTC', 'quarter', n), 'UTC'))).toEqual([
      '2027-02-28T00:00:00.000 +00:00',
      '2027-05-30T00:00:00.000 +00:00',
    ]);
    const leapDay = at('2028-02-29T12:00', 'UTC');
    expect([1, 4].map((n) => local(periodEnd(leapDay, 'UTC', 'year', n), 'UTC'))).toEqual([
      '2029-02-28T12:00:00.000 +00:00',
      '2032-02-29T12:00:00.000 +00:00',
    ]);
  });

  it('keeps the clock time across daylight saving, and moves a skipped time on by the change', () => {
    const zone = 'America/New_York';
    // 1 March 09:00 EST, monthly: 1 April is 09:00 EDT, 13 hours later in UTC than 5 hours would say.
    expect(local(periodEnd(at('2026-03-01T09:00', zone), zone, 'month', 1), zone)).toBe(
      '2026-04-01T09:00:00.000 -04:00',
    );
    // Daily across the spring change (8 March 2026): 23 hours apart, still 09:00.
    const spring = periodEnd(at('2026-03-07T09:00', zone), zone, 'day', 1);
    expect(local(spring, zone)).toBe('2026-03-08T09:00:00.000 -04:00');
    expect(spring.getTime() - at('2026-03-07T09:00', zone).getTime()).toBe(23 * 3_600_000);
    // 02:30 does not exist on 8 March 2026: it becomes 03:30.
    expect(local(periodEnd(at('2026-02-08T02:30', zone), zone, 'month', 1), zone)).toBe(
      '2026-03-08T03:30:00.000 -04:00',
    );
    // 01:30 happens twice on 1 November 2026: the first (EDT).
    expect(local(periodEnd(at('2026-10-01T01:30', zone), zone, 'month', 1), zone)).toBe(
      '2026-11-01T01:30:00.000 -04:00',
    );
  });

  it('reads and names wall times as the zone database does, half-hour zones included', () => {
    const zones = ['UTC', 'Asia/Shanghai', 'America/New_York', 'Europe/London', 'Asia/Kolkata', 'Australia/Lord_Howe'];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2090, 0, 1) }),
        fc.constantFrom(...zones),
        (instant, zone) => {
          const wall = wallTimeAt(instant, zone);
          const reference = DateTime.fromMillis(instant, { zone });
          expect(wall).toEqual({
            year: reference.year,
            month: reference.month,
            day: reference.day,
            hour: reference.hour,
            minute: reference.minute,
            second: reference.second,
            millisecond: reference.millisecond,
          });
          // Back to the same instant, but for the second pass of a repeated hour, which names the first.
          const back = instantOf(wall, zone);
          expect(wallTimeAt(back, zone)).toEqual(wall);
          if (back !== instant) {
            expect(back).toBeLessThan(instant);
            expect(instant - back).toBeLessThanOrEqual(3_600_000);
          }
        },
      ),
      { numRuns: 500, seed: 20261127 },
    );
  });

  it('agrees with luxon on every period end, for any anchor, zone, unit and count', () => {
    const zones = ['UTC', 'Asia/Shanghai', 'America/New_York', 'Europe/London', 'Asia/Kolkata', 'America/Sao_Paulo'];
    const months = { year: 12, quarter: 3, month: 1, week: 0, day: 0 } as const;
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2080, 0, 1) }),
        fc.constantFrom(...zones),
        fc.constantFrom(...intervalUnits),
        fc.integer({ min: 1, max: 400 }),
        (instant, zone, unit, count) => {
          const anchor = DateTime.fromMillis(instant, { zone });
          const shifted =
            months[unit] > 0
              ? anchor.plus({ months: months[unit] * count })
              : anchor.plus({ days: (unit === 'week' ? 7 : 1) * count });
          const ours = periodEnd(new Date(instant), zone, unit, count).getTime();
          const wall = addIntervals(wallTimeAt(instant, zone), unit, count);
          // The same calendar date (luxon clamps month ends the same way) …
          expect([wall.year, wall.month, wall.day]).toEqual([shifted.year, shifted.month, shifted.day]);
          if (isSkipped(wall, zone)) {
            // … a skipped clock time moved on by the change (at most an hour) …
            const moved = asUtc(wallTimeAt(ours, zone)) - asUtc(wall);
            expect(moved).toBeGreaterThan(0);
            expect(moved).toBeLessThanOrEqual(3_600_000);
          } else {
            // … otherwise that wall time, the first of a repeated one, and else luxon's instant.
            expect(wallTimeAt(ours, zone)).toEqual(wall);
            expect(ours).toBeLessThanOrEqual(shifted.toMillis());
            if (!isRepeated(wall, zone)) expect(ours).toBe(shifted.toMillis());
          }
        },
      ),
      { numRuns: 1000, seed: 20261127 },
    );
  });
});

/** No instant shows this wall time in the zone (a spring-forward gap). */
const isSkipped = (wall: WallTime, zone: string) => asUtc(wallTimeAt(instantOf(wall, zone), zone)) !== asUtc(wall);
/** Two instants show this wall time (a fall-back of 30 minutes or an hour). */
const isRepeated = (wall: WallTime, zone: string) => {
  const first = instantOf(wall, zone);
  return [30, 60].some((minutes) => asUtc(wallTimeAt(first + minutes * 60_000, zone)) === asUtc(wall));
};
