import { healthBody, readinessBody } from '@paydeck/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/client.ts';
import { readiness } from './health.service.ts';

export const healthRoutes =
  (handle: DatabaseHandle): FastifyPluginAsyncZod =>
  async (app) => {
    const probe = { tags: ['health'], security: [] };
    app.get(
      '/healthz',
      {
        config: { rateLimit: false },
        schema: { ...probe, summary: 'Liveness: the process is up', response: { 200: healthBody } },
      },
      async () => ({ status: 'ok' as const }),
    );
    app.get(
      '/readyz',
      {
        config: { rateLimit: false },
        schema: {
          ...probe,
          summary: 'Readiness: the database answers and every migration is applied',
          response: { 200: readinessBody, 503: readinessBody },
        },
      },
      async (_request, reply) => {
        const body = await readiness(handle);
        return reply.status(body.status === 'ready' ? 200 : 503).send(body);
      },
    );
  };
