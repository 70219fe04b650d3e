import { describe, expect, it } from 'vitest';
import { currentTimeZones, listTimeZones, utcOffsetMinutes } from './reference.service.ts';

describe('utcOffsetMinutes', () => {
  it('follows daylight saving time', () => {
    expect(utcOffsetMinutes('America/New_York', new Date('2026-01-15T12:00:00Z'))).toBe(-300);
    expect(utcOffsetMinutes('America/New_York', new Date('2026-07-15T12:00:00Z'))).toBe(-240);
    expect(utcOffsetMinutes('Australia/Sydney', new Date('2026-01-15T12:00:00Z'))).toBe(660);
  });

  it('reports the offset at the time asked for', () => {
    const winter = listTimeZones(new Date('2026-01-15T12:00:00Z')).find((z) => z.id === 'Europe/London');
    const summer = listTimeZones(new Date('2026-07-15T12:00:00Z')).find((z) => z.id === 'Europe/London');
    expect([winter?.utc_offset, summer?.utc_offset]).toEqual(['+00:00', '+01:00']);
  });
});

describe('currentTimeZones', () => {
  it('reuses the list within a minute and recomputes it in the next', () => {
    const minute = Date.UTC(2026, 2, 8, 6, 59);
    const first = currentTimeZones(minute + 1_000);
    expect(currentTimeZones(minute + 59_000)).toBe(first);
    const next = currentTimeZones(minute + 60_000);
    expect(next).not.toBe(first);
    // US daylight saving time starts at 07:00 UTC on 2026-03-08.
    expect(first.find((z) => z.id === 'America/New_York')?.utc_offset).toBe('-05:00');
    expect(next.find((z) => z.id === 'America/New_York')?.utc_offset).toBe('-04:00');
  });
});
