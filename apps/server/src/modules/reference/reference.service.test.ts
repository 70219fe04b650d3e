import { describe, expect, it } from 'vitest';
import { listTimeZones, utcOffsetMinutes } from './reference.service.ts';

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
