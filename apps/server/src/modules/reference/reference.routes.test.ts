import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /v1/countries', () => {
  it('returns all 249 ISO 3166-1 countries with English and Chinese names', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/countries' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ success: boolean; data: { alpha2: string; name: string; name_zh: string }[] }>();
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(249);
    expect(new Set(body.data.map((c) => c.alpha2)).size).toBe(249);
    expect(body.data.every((c) => /^[A-Z]{2}$/.test(c.alpha2) && c.name && /\p{Script=Han}/u.test(c.name_zh))).toBe(
      true,
    );
    expect(body.data.find((c) => c.alpha2 === 'HK')).toEqual({ alpha2: 'HK', name: 'Hong Kong', name_zh: '香港' });
    expect(body.data.find((c) => c.alpha2 === 'DE')?.name_zh).toBe('德国');
    expect(body.data.some((c) => c.alpha2 === 'XK')).toBe(false);
  });
});

describe('GET /v1/time_zones', () => {
  it('returns every IANA zone with its current offset', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/time_zones' });
    const zones = res.json<{ data: { id: string; utc_offset: string; utc_offset_minutes: number }[] }>().data;
    expect(zones.length).toBeGreaterThan(400);
    const byId = new Map(zones.map((z) => [z.id, z]));
    expect(byId.get('Asia/Shanghai')).toEqual({ id: 'Asia/Shanghai', utc_offset: '+08:00', utc_offset_minutes: 480 });
    expect(byId.get('Asia/Kolkata')?.utc_offset).toBe('+05:30');
    expect(byId.get('Asia/Kathmandu')?.utc_offset).toBe('+05:45');
    expect(byId.get('UTC')?.utc_offset).toBe('+00:00');
    expect(byId.has('Europe/Kyiv') && !byId.has('Europe/Kiev')).toBe(true);
    expect(zones.every((z) => /^[+-]\d{2}:\d{2}$/.test(z.utc_offset))).toBe(true);
    const offsets = zones.map((z) => z.utc_offset_minutes);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
  });
});
