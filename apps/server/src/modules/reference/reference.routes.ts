import { countryListEnvelope, timeZoneListEnvelope } from '@paydeck/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentTimeZones, listCountries } from './reference.service.ts';

export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const countries = listCountries();
  // Builds the per-zone formatters now rather than in the first request.
  currentTimeZones();
  app.get(
    '/v1/countries',
    {
      schema: {
        tags: ['reference'],
        summary: 'Every ISO 3166-1 country with its English and Chinese name',
        security: [],
        response: { 200: countryListEnvelope },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return { success: true as const, data: countries };
    },
  );
  app.get(
    '/v1/time_zones',
    {
      schema: {
        tags: ['reference'],
        summary: 'Every IANA time zone with its current UTC offset',
        security: [],
        response: { 200: timeZoneListEnvelope },
      },
    },
    async () => ({ success: true as const, data: currentTimeZones() }),
  );
};
