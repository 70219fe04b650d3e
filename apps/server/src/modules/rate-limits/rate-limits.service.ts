import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { hitWindow, type WindowHit } from './rate-limits.repository.ts';

export type RateLimitRule = { bucket: string; max: number; windowSeconds: number };
export type RateLimitOutcome = { allowed: boolean; limit: number; remaining: number; resetSeconds: number };

/** What a counted hit means under a rule. */
export const outcomeOf = (rule: RateLimitRule, { hits, resetAt }: WindowHit): RateLimitOutcome => {
  const resetSeconds = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
  return { allowed: hits <= rule.max, limit: rule.max, remaining: Math.max(0, rule.max - hits), resetSeconds };
};

export const consumeRateLimit = async (db: Executor, rule: RateLimitRule, key: string): Promise<RateLimitOutcome> =>
  outcomeOf(rule, await hitWindow(db, rule.bucket, key, rule.windowSeconds));

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
