import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Metrics } from '../../infra/metrics.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * `GET /metrics` for a Prometheus scrape, with the bearer token of PAYDECK_METRICS_TOKEN (and
 * registered only when it is set): operations' view of the process, not part of the merchant API,
 * so it stays out of the API reference.
 */
export const metricsRoutes =
  (metrics: Metrics): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/metrics', { config: { rateLimit: false }, schema: { hide: true } }, async (request, reply) => {
      if (!metrics.authorized(request)) throw new AppError('metrics_token_invalid');
      const { contentType, body } = await metrics.render();
      return reply.header('content-type', contentType).send(body);
    });
  };
