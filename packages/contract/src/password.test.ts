import { describe, expect, it } from 'vitest';
import { isValidPassword, passwordMaxLength, passwordMinLength, passwordProblems } from './password.ts';

/** A valid password of exactly `length` characters: letter, digit, special, padded with letters. */
const ofLength = (length: number) => `a1!${'b'.repeat(length - 3)}`;

describe('password policy', () => {
  it('accepts a password with a letter, a digit and a special character', () => {
    expect(passwordProblems('Paydeck#2026')).toEqual([]);
    expect(isValidPassword('Paydeck#2026')).toBe(true);
  });

  it('needs at least 8 characters', () => {
    expect(passwordMinLength).toBe(8);
    expect(passwordProblems(ofLength(7))).toEqual(['too_short']);
    expect(passwordProblems(ofLength(8))).toEqual([]);
  });

  it('allows at most 256 characters', () => {
    expect(passwordMaxLength).toBe(256);
    expect(passwordProblems(ofLength(256))).toEqual([]);
    expect(passwordProblems(ofLength(257))).toEqual(['too_long']);
  });

  it('needs a letter', () => {
    expect(passwordProblems('12345678!')).toEqual(['needs_letter']);
  });

  it('needs a digit', () => {
    expect(passwordProblems('abcdefgh!')).toEqual(['needs_digit']);
  });

  it('needs a special character; whitespace does not count', () => {
    expect(passwordProblems('abcd1234')).toEqual(['needs_special']);
    expect(passwordProblems('abcd 1234')).toEqual(['needs_special']);
  });

  it('reports every problem at once', () => {
    expect(passwordProblems('')).toEqual(['too_short', 'needs_letter', 'needs_digit', 'needs_special']);
  });

  it('counts non-Latin letters as letters and characters (not UTF-16 units) for length', () => {
    expect(passwordProblems('密码安全1!')).toEqual(['too_short']); // 6 characters
    expect(passwordProblems('密码安全强度1!')).toEqual([]); // 8 characters
    expect(passwordProblems('пароль12#')).toEqual([]);
    // Emoji are special characters; 5 of them are 10 UTF-16 units but 5 characters.
    expect(passwordProblems('😀😀😀😀😀😀a1')).toEqual([]);
    expect(passwordProblems('😀😀😀😀😀a1')).toEqual(['too_short']);
  });
});
