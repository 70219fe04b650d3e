import type { FastifyRequest } from 'fastify';

/** Empty query values (`?status=&page=2`) mean "not given" (ARCHITECTURE §3), so they are dropped before validation. */
export const dropEmptyQueryValues = (request: FastifyRequest) => {
  const query = request.query as Record<string, unknown> | undefined;
  if (!query || typeof query !== 'object') return;
  for (const [key, value] of Object.entries(query)) {
    if (value === '') delete query[key];
  }
};
