import { describe, expect, it } from 'vitest';
import { bellBadgeText, bellQuery } from '../bell.ts';

describe('unread bell (spec §2, §7)', () => {
  it("shows nothing for none, '1' for one, '1+' for more", () => {
    expect(bellBadgeText(0)).toBeNull();
    expect(bellBadgeText(1)).toBe('1');
    expect(bellBadgeText(2)).toBe('1+');
  });

  it('asks for unread messages from two months back to now, page 1 of 2', () => {
    const now = Date.UTC(2026, 3, 30, 12, 0, 0);
    expect(bellQuery(now, 'Asia/Hong_Kong')).toEqual({
      timeCreated: { gte: Date.UTC(2026, 1, 28, 12, 0, 0) / 1000, lt: now / 1000 },
      status: 'unread',
      current: 1,
      pageSize: 2,
    });
  });

  it("counts the months in the user's time zone", () => {
    // 20:00 on 29 April UTC is already 30 April in Hong Kong; two months back is clamped to the end of
    // February there (28 Feb 04:00 HKT = 27 Feb 20:00 UTC), a day earlier than counted in UTC.
    const now = Date.UTC(2026, 3, 29, 20, 0, 0);
    expect(bellQuery(now, 'Asia/Hong_Kong').timeCreated.gte).toBe(Date.UTC(2026, 1, 27, 20, 0, 0) / 1000);
    expect(bellQuery(now, 'UTC').timeCreated.gte).toBe(Date.UTC(2026, 1, 28, 20, 0, 0) / 1000);
  });
});
