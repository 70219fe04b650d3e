import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { enforceRateLimit, type RateLimitRule, rateLimitHeaders } from '../modules/rate-limits/rate-limits.service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route's own limit per client IP; `false` exempts it (health probes). Default: `defaultApiRule`. */
    rateLimit?: RateLimitRule | false;
  }
}

const apiRoute = /\/(v1|api)\//;

export const defaultApiRule: RateLimitRule = { bucket: 'api', max: 1200, windowSeconds: 60 };

/** Per-IP limits on every API route, counted in the database so they hold across processes. */
export const registerRateLimit = (
  app: FastifyInstance,
  db: Database,
  options: { defaultRule?: RateLimitRule } = {},
) => {
  const fallback = options.defaultRule ?? defaultApiRule;
  app.addHook('onRequest', async (request, reply) => {
    const configured = request.routeOptions.config.rateLimit;
    // Only API routes count; pages, assets and unmatched paths are cheap and not limited here.
    if (configured === false || !apiRoute.test(request.routeOptions.url ?? '')) return;
    const outcome = await enforceRateLimit(db, configured ?? fallback, request.ip);
    reply.headers(rateLimitHeaders(outcome));
  });
};
