/**
 * Identity rules without zod, so the sign-in pages can apply exactly the server's rules without
 * shipping a schema library (the zod schemas in auth.ts and user.ts build on these).
 */

/** A TOTP code: six digits (spec §5, §9). */
export const otpPattern = /^\d{6}$/;
export const isValidOtp = (value: string) => otpPattern.test(value);

/**
 * 2FA recovery codes: ten letters and digits shown as two groups of five (`xxxxx-xxxxx`), from an
 * alphabet without look-alikes (no 0/o, 1/l/i). Case, spaces and the hyphen don't matter when typed.
 */
export const recoveryCodeAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
export const recoveryCodeLength = 10;
export const recoveryCodeCount = 10;
export const normalizeRecoveryCode = (value: string) => value.replace(/[\s-]/g, '').toLowerCase();
const recoveryCodePattern = /^[a-hjkmnp-z2-9]{10}$/;
export const isValidRecoveryCode = (value: string) => recoveryCodePattern.test(normalizeRecoveryCode(value));

/** Merchant name rule of spec §5/§9: 1–255 characters, surrounding spaces ignored. */
export const merchantNameMaxLength = 255;
export const isValidMerchantName = (value: string) => {
  const length = [...value.trim()].length;
  return length >= 1 && length <= merchantNameMaxLength;
};

/** Profile language options (spec §3): `default` follows the browser. */
export const languages = ['default', 'zh-CN', 'en-US'] as const;
export type Language = (typeof languages)[number];

/** Login history descriptions. */
export const loginOutcomes = ['success', 'failed_password', 'failed_2fa', 'locked'] as const;
export type LoginOutcome = (typeof loginOutcomes)[number];
