import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email.ts';

describe('isValidEmail', () => {
  it('accepts ordinary addresses', () => {
    for (const email of [
      'demo@paydeck.dev',
      'first.last+tag@mail.example.co.uk',
      "o'brien@example.com",
      'a_b-c@sub-domain.example.io',
    ]) {
      expect(isValidEmail(email), email).toBe(true);
    }
  });

  it('refuses malformed addresses', () => {
    for (const email of [
      '',
      'plain',
      '@example.com',
      'a@',
      'a@b',
      'a@b.c',
      '.a@example.com',
      'a..b@example.com',
      'a.@example.com',
      'a b@example.com',
      'a@-example.com',
      'a@example-.com',
    ]) {
      expect(isValidEmail(email), email).toBe(false);
    }
  });

  it('refuses addresses longer than 254 characters', () => {
    const local = 'a'.repeat(64);
    const long = `${local}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`;
    expect(long.length).toBeGreaterThan(254);
    expect(isValidEmail(long)).toBe(false);
  });
});
