import { randomFillSync } from 'node:crypto';

const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const idLength = 24;

// Random bytes are drawn from the system a few kilobytes at a time (as crypto.randomUUID does):
// one call per id cost more CPU than the rest of making it, and every API write makes several.
const pool = Buffer.alloc(4096);
let used = pool.length;

const randomByte = (): number => {
  if (used === pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  const byte = pool[used] ?? 0;
  // Each byte is used once and wiped, so no two ids or keys share randomness.
  pool[used] = 0;
  used += 1;
  return byte;
};

/** Uniformly random base62 characters (≈5.95 bits each): ids and API keys, easy to select and copy. */
export const randomBase62 = (length: number): string => {
  let out = '';
  while (out.length < length) {
    const byte = randomByte();
    // 62 × 4 = 248: dropping bytes ≥ 248 keeps every character equally likely.
    if (byte < 248) out += alphabet[byte % 62];
  }
  return out;
};

/** Prefixed random ids (`acct_…`, `pay_…`): 24 base62 characters ≈ 142 bits, never sequential. */
export const newId = (prefix: string): string => `${prefix}_${randomBase62(idLength)}`;
