/**
 * API key values without zod, so the web can label and choose them (the zod schemas in
 * api-keys.ts build on these).
 */

/** A publishable key identifies the account in a browser; a secret key authorizes server-side calls. */
export const apiKeyTypes = ['publishable', 'secret'] as const;
export type ApiKeyType = (typeof apiKeyTypes)[number];

/** Key prefixes: `pk_live_`, `pk_test_`, `sk_live_`, `sk_test_`, then 43 base62 characters (256 bits). */
export const apiKeyPrefixes = { publishable: 'pk', secret: 'sk' } as const satisfies Record<ApiKeyType, string>;
export const apiKeyPattern = /^(pk|sk)_(live|test)_[0-9A-Za-z]{43}$/;

/** How long a rolled key keeps working, as offered when rolling: now, 1 hour, 24 hours, 7 days. */
export const rollExpirySeconds = { now: 0, '1h': 3_600, '24h': 86_400, '7d': 604_800 } as const;
export type RollExpiry = keyof typeof rollExpirySeconds;
export const rollExpiries = Object.keys(rollExpirySeconds) as RollExpiry[];

/** `active` keys work with no end; `expiring` ones were rolled and work until `time_expired`. */
export const apiKeyStatuses = ['active', 'expiring'] as const;
export type ApiKeyStatus = (typeof apiKeyStatuses)[number];
