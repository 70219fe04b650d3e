import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiKeyFound } from '../core/request.ts';
import type { Database } from '../db/client.ts';
import {
  enforceRateLimit,
  outcomeOf,
  type RateLimitRule,
  rateLimitHeaders,
  refuseOverLimit,
} from '../infra/rate-limits/rate-limits.service.ts';
import type { WindowCounter } from '../infra/rate-limits/window-counter.ts';
import { apiKeyTypeOf } from '../lib/api-key-tokens.ts';
import { bearerToken, type CallerLookups } from './auth.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route's own abuse limit per client IP (a token bucket); `false` exempts it (health probes).
     * Default: `defaultApiRule`, the per-request limit (a fixed window, per API key or client IP).
     */
    rateLimit?: RateLimitRule | false;
  }
}

/** The API key a bearer token is, as the limit looked it up (`key` null: no such key), for authentication next. */
export type ApiKeyLookup = { key: ApiKeyFound | null };

type FindApiKey = CallerLookups['findApiKey'];

export const defaultApiRule: RateLimitRule = { bucket: 'api', max: 1200, windowSeconds: 60 };

/**
 * The pipeline's limit step (api-pipeline.ts): a route's own abuse limit per client IP, exact
 * across processes (a token bucket in the database); otherwise the API's per-request limit, per API
 * key for a key's calls and per client IP for the rest, counted in memory and reconciled in the
 * background (infra/rate-limits/window-counter.ts), so that a read writes nothing. Returns the API
 * key it looked up to count against, if it did.
 */
export const limitStep = (
  db: Database,
  options: { defaultRule?: RateLimitRule | undefined; counter: WindowCounter; findApiKey: FindApiKey },
) => {
  const rule = options.defaultRule ?? defaultApiRule;
  return async (request: FastifyRequest, reply: FastifyReply): Promise<ApiKeyLookup | undefined> => {
    const configured = request.routeOptions.config.rateLimit;
    if (configured === false) return undefined;
    if (configured) {
      reply.headers(rateLimitHeaders(await enforceRateLimit(db, configured, request.ip)));
      return undefined;
    }
    const lookup = await apiKeyLookupOf(db, request, options.findApiKey);
    const limitKey = lookup?.key ? `key:${lookup.key.id}` : request.ip;
    reply.headers(rateLimitHeaders(refuseOverLimit(outcomeOf(rule, await options.counter.hit(rule, limitKey)))));
    return lookup;
  };
};

/** The API key of a bearer token shaped like one; undefined for any other caller. */
const apiKeyLookupOf = async (
  db: Database,
  request: FastifyRequest,
  findApiKey: FindApiKey,
): Promise<ApiKeyLookup | undefined> => {
  const token = bearerToken(request);
  if (!token || !apiKeyTypeOf(token)) return undefined;
  return { key: await findApiKey(db, token) };
};
