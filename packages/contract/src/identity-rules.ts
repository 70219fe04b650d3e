/**
 * Identity rules without zod, so the sign-in pages can apply exactly the server's rules without
 * shipping a schema library (the zod schemas in auth.ts and user.ts build on these).
 */

/** A TOTP code: six digits (spec §5, §9). */
export const otpPattern = /^\d{6}$/;
export const isValidOtp = (value: string) => otpPattern.test(value);

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
