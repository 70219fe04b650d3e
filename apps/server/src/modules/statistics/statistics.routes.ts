import { statisticsEnvelope, statisticsQuery } from '@paydeck/contract/statistics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { merchantApiRoutes } from '../../infra/merchant-api-routes.ts';
import { statisticsOf } from './statistics.service.ts';

/** Spec §2 statistics: the figures of a range of days, for the statistics page and the account home. */
export const statisticsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const api = merchantApiRoutes(app, 'statistics');
    api.get(
      '/api/statistics',
      {
        permission: 'list_payments',
        summary: "A range's figures per currency, by bucket, against the period before",
        description:
          "Calendar days from..to (included) in the account's time zone, cut by hour, day, ISO week (from Monday) " +
          'or calendar month; every bucket is listed, empty ones with zeros. Refused (422) past 366 days or 800 ' +
          'buckets, or with from after to.',
        querystring: statisticsQuery,
        response: statisticsEnvelope,
      },
      (scope, request) => statisticsOf(ctx, scope, request.query),
    );
  };
