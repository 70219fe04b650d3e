import { createHash } from 'node:crypto';
import { isValidRecoveryCode } from '@paydeck/contract/identity-rules';
import { describe, expect, it } from 'vitest';
import { generateRecoveryCode, generateRecoveryCodes, hashRecoveryCode } from './recovery-codes.ts';

describe('recovery codes', () => {
  it('are ten distinct xxxxx-xxxxx codes without look-alike characters', () => {
    const codes = generateRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
      expect(isValidRecoveryCode(code)).toBe(true);
    }
  });

  it('use every character of the alphabet about equally often', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 3000; i += 1) {
      for (const char of generateRecoveryCode().replace('-', '')) counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    // 30,000 draws over 31 characters: ≈968 each; a biased generator falls far outside this band.
    expect(counts.size).toBe(31);
    for (const n of counts.values()) {
      expect(n).toBeGreaterThan(800);
      expect(n).toBeLessThan(1140);
    }
  });

  it('hash the code as typed without case, spaces or hyphen', () => {
    const expected = createHash('sha256').update('abcde23456').digest('hex');
    expect(hashRecoveryCode('abcde-23456')).toBe(expected);
    expect(hashRecoveryCode(' ABCDE 23456 ')).toBe(expected);
    expect(isValidRecoveryCode('ABCDE-2345O')).toBe(false);
    expect(isValidRecoveryCode('abcde-2345')).toBe(false);
  });
});
