import type { FastifyInstance } from 'fastify';

/** Empty query values (`?status=&page=2`) mean "not given" (ARCHITECTURE §3), so drop them before validation. */
export const registerQueryCleanup = (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    if (!query || typeof query !== 'object') return;
    for (const [key, value] of Object.entries(query)) {
      if (value === '') delete query[key];
    }
  });
};
