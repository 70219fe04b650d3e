import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type BucketHit, takeToken, type WindowHit } from './rate-limits.repository.ts';

/** `max` requests per `windowSeconds`, per key (a client IP, an email address). */
export type RateLimitRule = { bucket: string; max: number; windowSeconds: number };
/** `resetSeconds`: until the full quota is back; when refused, until the next request may pass. */
export type RateLimitOutcome = { allowed: boolean; limit: number; remaining: number; resetSeconds: number };

/** What a counted hit in a fixed window means under a rule (the merchant API's per-request limit). */
export const outcomeOf = (rule: RateLimitRule, { hits, resetAt }: WindowHit): RateLimitOutcome => {
  const resetSeconds = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
  return { allowed: hits <= rule.max, limit: rule.max, remaining: Math.max(0, rule.max - hits), resetSeconds };
};

/** One token refills every `window / max`, rounded down to the microsecond so `max` always fit. */
const emissionSeconds = (rule: RateLimitRule) => Math.floor((rule.windowSeconds * 1e6) / rule.max) / 1e6;

/** What a token-bucket hit means under a rule. */
export const bucketOutcomeOf = (rule: RateLimitRule, hit: BucketHit): RateLimitOutcome => {
  const emission = emissionSeconds(rule);
  if (hit.taken) {
    const ahead = hit.aheadSeconds ?? emission;
    // Tokens left: how many more intervals fit before the arrival time leaves the window.
    const remaining = Math.floor((rule.windowSeconds - ahead) / emission + 1e-6);
    return {
      allowed: true,
      limit: rule.max,
      remaining: Math.min(rule.max, Math.max(0, remaining)),
      resetSeconds: Math.max(1, Math.ceil(ahead)),
    };
  }
  // The next token comes when the arrival time plus one interval is back within the window.
  const wait = (hit.aheadSeconds ?? rule.windowSeconds) + emission - rule.windowSeconds;
  return { allowed: false, limit: rule.max, remaining: 0, resetSeconds: Math.max(1, Math.ceil(wait)) };
};

/**
 * The abuse limits (sign-in, registration, password reset, invitations, tokens, 2FA, the public
 * checkout): a token bucket, so a burst straddling a window boundary can't pass twice the limit.
 */
export const consumeRateLimit = async (db: Executor, rule: RateLimitRule, key: string): Promise<RateLimitOutcome> =>
  bucketOutcomeOf(
    rule,
    await takeToken(db, rule.bucket, key, {
      emissionSeconds: emissionSeconds(rule),
      windowSeconds: rule.windowSeconds,
    }),
  );

export const rateLimitHeaders = (outcome: RateLimitOutcome): Record<string, string> => ({
  'ratelimit-limit': String(outcome.limit),
  'ratelimit-remaining': String(outcome.remaining),
  'ratelimit-reset': String(outcome.resetSeconds),
  ...(outcome.allowed ? {} : { 'retry-after': String(outcome.resetSeconds) }),
});

/** Throws the localized 429 when the rule is exceeded for this key. */
export const enforceRateLimit = async (db: Executor, rule: RateLimitRule, key: string): Promise<RateLimitOutcome> =>
  refuseOverLimit(await consumeRateLimit(db, rule, key));

/** The localized 429 for an outcome over its limit; the outcome itself otherwise. */
export const refuseOverLimit = (outcome: RateLimitOutcome): RateLimitOutcome => {
  if (!outcome.allowed) {
    throw new AppError('rate_limited', {
      params: { retry_after: outcome.resetSeconds },
      headers: rateLimitHeaders(outcome),
    });
  }
  return outcome;
};
