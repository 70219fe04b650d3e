import { generateSecret, generateSync, ScureBase32Plugin, verifySync } from 'otplib';
import { toDataURL } from 'qrcode';

// otplib (RFC 4226 HOTP, RFC 6238 TOTP) with its @scure/base base32; the defaults every
// authenticator app expects: SHA1, 6 digits, 30-second steps.
const base32 = new ScureBase32Plugin();
const stepSeconds = 30;
const digits = 6;
const totp = { algorithm: 'sha1', digits, period: stepSeconds } as const;

/** RFC 4648 base32 without padding (what authenticator apps expect in otpauth URIs). */
export const base32Encode = (data: Buffer): string => base32.encode(data, { padding: false });

/** Case-insensitive; spaces and padding are ignored because people type secrets in groups. */
export const base32Decode = (input: string): Buffer =>
  Buffer.from(base32.decode(input.replace(/[\s=]/g, '').toUpperCase()));

/** 160 bits, the HMAC-SHA1 block-friendly size RFC 4226 recommends. */
export const generateTotpSecret = (): string => generateSecret({ length: 20 });

export const totpStep = (nowMs: number = Date.now()): number => Math.floor(nowMs / 1000 / stepSeconds);

/** The code of one time step (RFC 6238). */
export const totpCode = (secret: string, step: number): string =>
  generateSync({ ...totp, secret, epoch: step * stepSeconds });

/** The step whose code matches within ±1 step of clock drift, else null. Callers reject replays by step. */
export const matchTotp = (secret: string, code: string, nowMs: number = Date.now()): number | null => {
  const given = code.replace(/\s/g, '');
  if (!/^\d+$/.test(given) || given.length !== digits) return null;
  const current = totpStep(nowMs);
  // Checked at the step's start, so the tolerance covers exactly the previous, current and next step.
  const result = verifySync({
    ...totp,
    secret,
    token: given,
    epoch: current * stepSeconds,
    epochTolerance: stepSeconds,
  });
  return result.valid ? current + result.delta : null;
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
