import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OpenApiDocument } from '../../infra/openapi.ts';
import { docsStylesheet, renderDocsPage } from './docs.render.ts';
import { renderWebhooksGuide } from './webhooks-guide.ts';

const hidden = { hide: true, security: [] } as const;

export const docsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Absolute links, so /docs/ (which the router also matches) finds its stylesheet too.
  const basePath = `${app.prefix}/`;
  app.get(
    '/api/openapi.json',
    {
      config: { rateLimit: false },
      schema: { ...hidden, response: { 200: z.record(z.string(), z.unknown()) } },
    },
    async () => app.swagger() as unknown as Record<string, unknown>,
  );
  app.get('/docs', { config: { rateLimit: false }, schema: hidden }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(renderDocsPage(app.swagger() as unknown as OpenApiDocument, basePath)),
  );
  app.get('/docs/webhooks', { config: { rateLimit: false }, schema: hidden }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(renderWebhooksGuide(basePath)),
  );
  app.get('/docs/docs.css', { config: { rateLimit: false }, schema: hidden }, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(docsStylesheet),
  );
};
