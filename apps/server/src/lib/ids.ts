import { randomBytes } from 'node:crypto';

const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const idLength = 24;

/** Uniformly random base62 characters (≈5.95 bits each): ids and API keys, easy to select and copy. */
export const randomBase62 = (length: number): string => {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length)) {
      // 62 × 4 = 248: dropping bytes ≥ 248 keeps every character equally likely.
      if (byte < 248 && out.length < length) out += alphabet[byte % 62];
    }
  }
  return out;
};

/** Prefixed random ids (`acct_…`, `pay_…`): 24 base62 characters ≈ 142 bits, never sequential. */
export const newId = (prefix: string): string => `${prefix}_${randomBase62(idLength)}`;
