import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { bearerToken } from './auth.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route's own abuse limit per client IP (a token bucket); `false` exempts it (health probes).
     * Default: `defaultApiRule`, the per-request limit (a fixed window, per API key or client IP).
     */
    rateLimit?: RateLimitRule | false;
  }
  interface FastifyRequest {
    /** The API key the bearer token is, looked up for the request's limit (null: no such key). */
    apiKeyLookup: { key: ApiKeyFound | null } | null;
  }
}

const apiRoute = /\/(v1|api)\//;

export const defaultApiRule: RateLimitRule = { bucket: 'api', max: 1200, windowSeconds: 60 };

/**
 * Limits on every API route: a route's own abuse limit per client IP, exact across processes (a
 * token bucket in the database); otherwise the API's per-request limit, per API key for a key's
 * calls and per client IP for the rest, counted in memory and reconciled in the background
 * (infra/rate-limits/window-counter.ts), so that a read writes nothing.
 */
export const registerRateLimit = (
  app: FastifyInstance,
  db: Database,
  options: {
    defaultRule?: RateLimitRule | undefined;
    counter: WindowCounter;
    findApiKey: (db: Database, token: string) => Promise<ApiKeyFound | null>;
  },
) => {
  const rule = options.defaultRule ?? defaultApiRule;
  app.decorateRequest('apiKeyLookup', null);
  // preValidation, where auth runs next: a bad key still answers before validation.
  app.addHook('preValidation', async (request, reply) => {
    const configured = request.routeOptions.config.rateLimit;
    // Only API routes count; pages, assets and unmatched paths are cheap and not limited here.
    if (configured === false || !apiRoute.test(request.routeOptions.url ?? '')) return;
    const outcome = configured
      ? await enforceRateLimit(db, configured, request.ip)
      : refuseOverLimit(outcomeOf(rule, await options.counter.hit(rule, await limitKeyOf(db, request, options))));
    reply.headers(rateLimitHeaders(outcome));
  });
};

/** An API key's calls count against the key (looked up here for auth, which runs next); others against the IP. */
const limitKeyOf = async (
  db: Database,
  request: FastifyRequest,
  options: { findApiKey: (db: Database, token: string) => Promise<ApiKeyFound | null> },
) => {
  const token = bearerToken(request);
  if (!token || !apiKeyTypeOf(token)) return request.ip;
  const key = await options.findApiKey(db, token);
  request.apiKeyLookup = { key };
  return key ? `key:${key.id}` : request.ip;
};
