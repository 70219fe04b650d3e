import { randomBytes } from 'node:crypto';

const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const idLength = 24;

/** Prefixed random ids (`acct_…`, `pay_…`): 24 base62 characters ≈ 142 bits, never sequential. */
export const newId = (prefix: string): string => {
  let out = '';
  while (out.length < idLength) {
    for (const byte of randomBytes(idLength)) {
      // 62 × 4 = 248: dropping bytes ≥ 248 keeps every character equally likely.
      if (byte < 248 && out.length < idLength) out += alphabet[byte % 62];
    }
  }
  return `${prefix}_${out}`;
};
