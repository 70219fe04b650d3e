import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A 256-bit random bearer or one-time token, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/**
 * Tokens are stored as their SHA-256: they carry 256 bits of entropy, so a fast hash is enough
 * and a leaked table holds nothing that signs anyone in.
 */
export const hashToken = (token: string): string => hash('sha256', token, 'hex');

/** Whether a given capability token is the stored one, compared in constant time. */
export const sameToken = (stored: string, given: string): boolean => {
  const expected = Buffer.from(stored);
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
};
