import { roleCatalogueEnvelope } from '@paydeck/contract/team';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { roleCatalogueOf } from './roles.service.ts';

/** The roles page of the team area. */
export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/roles',
    {
      config: { permission: 'list_roles' },
      schema: {
        tags: ['team'],
        summary: 'Built-in roles by group, with descriptions (Accept-Language) and permissions',
        response: { 200: roleCatalogueEnvelope },
      },
    },
    async (request) => ({ success: true as const, data: roleCatalogueOf(request.locale) }),
  );
};
