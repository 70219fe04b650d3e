import { describe, expect, it } from 'vitest';
import { listQuery, livemodeFlag, perPageMax } from './envelope.ts';

describe('listQuery', () => {
  it('defaults to page 1 of 20 and coerces query strings', () => {
    expect(listQuery.parse({})).toEqual({ page: 1, per_page: 20 });
    expect(
      listQuery.parse({
        page: '3',
        per_page: '50',
        'time_created[gte]': '1767225600',
        'time_created[lt]': '1767312000',
      }),
    ).toEqual({ page: 3, per_page: 50, 'time_created[gte]': 1_767_225_600, 'time_created[lt]': 1_767_312_000 });
  });

  it('refuses pages below 1, more than 100 per page and fractional times', () => {
    expect(listQuery.safeParse({ page: '0' }).success).toBe(false);
    expect(listQuery.safeParse({ per_page: String(perPageMax + 1) }).success).toBe(false);
    expect(listQuery.safeParse({ 'time_created[gte]': '1.5' }).success).toBe(false);
  });
});

describe('livemodeFlag', () => {
  it('reads 1/0 (and true/false) as live or test', () => {
    expect(['1', 'true', '0', 'false'].map((v) => livemodeFlag.parse(v))).toEqual([true, true, false, false]);
    expect(livemodeFlag.safeParse('yes').success).toBe(false);
  });
});
