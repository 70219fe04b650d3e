import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiKeyFound } from '../core/request.ts';
import type { Database } from '../db/client.ts';
import type { WindowHit } from '../infra/rate-limits/rate-limits.repository.ts';
import {
  enforceRateLimit,
  enforceWindowLimit,
  outcomeOf,
  type RateLimitRule,
  rateLimitHeaders,
  refuseOverLimit,
} from '../infra/rate-limits/rate-limits.service.ts';
import { apiKeyTypeOf } from '../lib/api-key-tokens.ts';
import { bearerToken } from './auth.ts';
import { fingerprintOf, idempotencyKeyOf } from './idempotency.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route's own abuse limit per client IP (a token bucket); `false` exempts it (health probes).
     * Default: `defaultApiRule`, the per-request limit (a fixed window).
     */
    rateLimit?: RateLimitRule | false;
  }
  interface FastifyRequest {
    /** The API key the bearer token is, looked up with the request's hit (null: no such key). */
    apiKeyLookup: { key: ApiKeyFound | null } | null;
  }
}

const apiRoute = /\/(v1|api)\//;

/**
 * Counts a hit and looks an API key up in one statement, claiming an idempotency key with it when
 * asked (the developers module's query, passed in by app.ts).
 */
export type HitFindingKey = (
  db: Database,
  window: { bucket: string; key: string; windowSeconds: number; max: number },
  token: string,
  claim: { key: string; requestHash: string } | null,
) => Promise<{ hit: WindowHit; key: ApiKeyFound | null; claimed: boolean }>;

export const defaultApiRule: RateLimitRule = { bucket: 'api', max: 1200, windowSeconds: 60 };

/** Per-IP limits on every API route, counted in the database so they hold across processes. */
export const registerRateLimit = (
  app: FastifyInstance,
  db: Database,
  options: { defaultRule?: RateLimitRule | undefined; hitFindingKey: HitFindingKey },
) => {
  const fallback = options.defaultRule ?? defaultApiRule;
  app.decorateRequest('apiKeyLookup', null);
  // preValidation, not onRequest: an idempotent write's key is claimed here too, which takes its
  // body as parsed. Auth runs next, in the same phase, so a bad key still answers before validation.
  app.addHook('preValidation', async (request, reply) => {
    const configured = request.routeOptions.config.rateLimit;
    // Only API routes count; pages, assets and unmatched paths are cheap and not limited here.
    if (configured === false || !apiRoute.test(request.routeOptions.url ?? '')) return;
    const outcome = configured
      ? await enforceRateLimit(db, configured, request.ip)
      : await countHit(db, options.hitFindingKey, request, fallback);
    reply.headers(rateLimitHeaders(outcome));
  });
};

/**
 * Counts the request's hit; for a request carrying an API key, looks the key up in the same round
 * trip (for the auth hook, which runs next), and for an idempotent write claims its key there too,
 * since each round trip costs more than any of these queries (docs/benchmarks.md).
 */
const countHit = async (db: Database, hitFindingKey: HitFindingKey, request: FastifyRequest, rule: RateLimitRule) => {
  const token = bearerToken(request);
  if (!token || !apiKeyTypeOf(token)) return enforceWindowLimit(db, rule, request.ip);
  const idempotencyKey = idempotencyKeyOf(request);
  const claim = idempotencyKey ? { key: idempotencyKey, requestHash: fingerprintOf(request) } : null;
  const window = { bucket: rule.bucket, key: request.ip, windowSeconds: rule.windowSeconds, max: rule.max };
  const { hit, key, claimed } = await hitFindingKey(db, window, token, claim);
  request.apiKeyLookup = { key };
  if (claim && claimed && key)
    request.idempotencyTaken = { accountId: key.accountId, livemode: key.livemode, key: claim.key };
  return refuseOverLimit(outcomeOf(rule, hit));
};
