import { describe, expect, it } from 'vitest';
import { newId, randomBase62 } from './ids.ts';

describe('ids', () => {
  it('are the prefix and 24 base62 characters, never repeated', () => {
    const ids = Array.from({ length: 10_000 }, () => newId('pay'));
    for (const id of ids.slice(0, 100)) expect(id).toMatch(/^pay_[0-9A-Za-z]{24}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('draw every base62 character about equally often, across refills of the random pool', () => {
    const counts = new Map<string, number>();
    // 620,000 characters: many times the pool, ~10,000 expected per character.
    for (let i = 0; i < 10_000; i += 1) {
      for (const char of randomBase62(62)) counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    expect(counts.size).toBe(62);
    for (const count of counts.values()) expect(Math.abs(count - 10_000)).toBeLessThan(600);
  });
});
