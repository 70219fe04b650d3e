import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { intervalsAfter } from '../components/interval.ts';
import { instantOfWallTime, wallTimeOf } from '../components/wall-time.ts';

// 2026-01-31 00:00:00 UTC: 08:00 in Shanghai.
const monthEnd = 1_769_817_600;

describe('picked times and intervals', () => {
  it("reads a picker's wall time in the display zone, whatever the browser's zone", () => {
    const wall = wallTimeOf(monthEnd, 'Asia/Shanghai');
    expect(wall.format('YYYY-MM-DD HH:mm:ss')).toBe('2026-01-31 08:00:00');
    expect(instantOfWallTime(wall, 'Asia/Shanghai')).toBe(monthEnd);
    expect(instantOfWallTime(dayjs('2026-01-31 09:30:00'), 'Asia/Shanghai')).toBe(monthEnd + 5_400);
  });

  it('keeps a month end one, as the billing engine counts', () => {
    const plus = (count: number) =>
      dayjs
        .unix(intervalsAfter(monthEnd, 'month', count, 'Asia/Shanghai'))
        .tz('Asia/Shanghai')
        .format('YYYY-MM-DD HH:mm');
    expect(plus(1)).toBe('2026-02-28 08:00');
    expect(plus(2)).toBe('2026-03-31 08:00');
    expect(
      dayjs
        .unix(intervalsAfter(monthEnd, 'quarter', 1, 'Asia/Shanghai'))
        .tz('Asia/Shanghai')
        .format('YYYY-MM-DD'),
    ).toBe('2026-04-30');
    expect(intervalsAfter(monthEnd, 'week', 2, 'Asia/Shanghai')).toBe(monthEnd + 14 * 86_400);
  });
});
