import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { toDataURL } from 'qrcode';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const stepSeconds = 30;
const digits = 6;

/** RFC 4648 base32 without padding (what authenticator apps expect in otpauth URIs). */
export const base32Encode = (data: Buffer): string => {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of data) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += alphabet[(value << (5 - bits)) & 31];
  return out;
};

/** Case-insensitive; spaces and padding are ignored because people type secrets in groups. */
export const base32Decode = (input: string): Buffer => {
  const clean = input.replace(/[\s=]/g, '').toUpperCase();
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = alphabet.indexOf(char);
    if (index === -1) throw new Error(`Invalid base32 character: ${char}`);
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
};

/** 160 bits, the HMAC-SHA1 block-friendly size RFC 4226 recommends. */
export const generateTotpSecret = (): string => base32Encode(randomBytes(20));

export const totpStep = (nowMs: number = Date.now()): number => Math.floor(nowMs / 1000 / stepSeconds);

/** RFC 4226 HOTP over the time step (RFC 6238). */
export const totpCode = (secret: string, step: number): string => {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hmac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = (hmac[hmac.length - 1] ?? 0) & 0x0f;
  const binary = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
};

/** The step whose code matches within ±1 step of clock drift, else null. Callers reject replays by step. */
export const matchTotp = (secret: string, code: string, nowMs: number = Date.now()): number | null => {
  const given = Buffer.from(code.replace(/\s/g, ''));
  if (given.length !== digits) return null;
  const current = totpStep(nowMs);
  let matched: number | null = null;
  // Check every candidate so timing does not reveal which step matched.
  for (const step of [current - 1, current, current + 1]) {
    if (timingSafeEqual(Buffer.from(totpCode(secret, step)), given) && matched === null) matched = step;
  }
  return matched;
};

export const otpauthUri = ({
  secret,
  account,
  issuer = 'Paydeck',
}: {
  secret: string;
  account: string;
  issuer?: string;
}): string => {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({ secret, issuer, algorithm: 'SHA1', digits: String(digits), period: '30' });
  // URLSearchParams writes spaces as "+", which some authenticators show literally.
  return `otpauth://totp/${label}?${query.toString().replace(/\+/g, '%20')}`;
};

export const totpQrDataUrl = (uri: string): Promise<string> =>
  toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 240, type: 'image/png' });
