import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultRange, formatRange, parseRange, quickRangeOf, timeCreatedOf, todayIn } from '../date-range.ts';

describe('date ranges (spec §2 quick ranges, §7 time_created, §9 last 31 days)', () => {
  const today = '2026-03-31';

  afterEach(() => {
    vi.useRealTimers();
  });

  it("knows today in the user's time zone, not the browser's", () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 0, 1, 15, 30) });
    expect(todayIn('Asia/Tokyo')).toBe('2026-01-02');
    expect(todayIn('UTC')).toBe('2026-01-01');
    expect(todayIn('America/Los_Angeles')).toBe('2026-01-01');
  });

  it('ends every quick range today, both days included', () => {
    expect(quickRangeOf('today', today)).toEqual({ from: '2026-03-31', to: today });
    expect(quickRangeOf('lastWeek', today)).toEqual({ from: '2026-03-25', to: today });
    expect(quickRangeOf('lastTwoWeeks', today)).toEqual({ from: '2026-03-18', to: today });
    expect(quickRangeOf('lastMonth', today)).toEqual({ from: '2026-03-01', to: today });
    expect(quickRangeOf('lastThreeMonths', today)).toEqual({ from: '2026-01-01', to: today });
    expect(defaultRange(today)).toEqual({ from: '2026-03-01', to: today });
  });

  it('reads the URL value: absent or malformed → the default, all → none, from,to → those days', () => {
    expect(parseRange(null, today)).toEqual(defaultRange(today));
    expect(parseRange('all', today)).toBeNull();
    expect(parseRange('2026-01-01,2026-01-31', today)).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    for (const bad of ['2026-02-30,2026-03-01', '2026-03-02,2026-03-01', 'yesterday', '2026-01-01']) {
      expect(parseRange(bad, today)).toEqual(defaultRange(today));
    }
    expect(formatRange({ from: '2026-01-01', to: '2026-01-31' })).toBe('2026-01-01,2026-01-31');
    expect(formatRange(null)).toBe('all');
  });

  it("sends midnight to midnight after the last day, in the user's time zone", () => {
    const range = { from: '2026-01-01', to: '2026-01-31' };
    expect(timeCreatedOf(range, 'Asia/Hong_Kong')).toEqual({ gte: 1_767_196_800, lt: 1_769_875_200 });
    expect(timeCreatedOf(range, 'UTC')).toEqual({ gte: 1_767_225_600, lt: 1_769_904_000 });
    // A day of 23 hours: New York springs forward on 2026-03-08.
    const spring = timeCreatedOf({ from: '2026-03-08', to: '2026-03-08' }, 'America/New_York');
    expect(spring.lt - spring.gte).toBe(23 * 3600);
  });
});
