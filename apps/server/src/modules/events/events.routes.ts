import { eventEnvelope, eventListEnvelope, eventListQuery, eventParams } from '@paydeck/contract/events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { merchantApiRoutes } from '../../infra/merchant-api-routes.ts';
import { eventDetail, eventPage } from './events.service.ts';

/** Events are what webhooks will deliver: whoever may read webhook histories may read them (docs/decisions.md). */
const permission = 'list_webhook_histories';

/** Domain events, so a merchant can reconcile what its integration may have missed. */
export const eventRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const api = merchantApiRoutes(app, 'events');
    api.get(
      '/api/events',
      {
        permission,
        summary: 'Events of the mode, newest first',
        description:
          'Filters: type, object_id (one payment, refund or dispute), time_created range. Events of one object ' +
          'are listed in the order they happened, also within one second.',
        querystring: eventListQuery,
        response: eventListEnvelope,
      },
      (scope, request) => eventPage(ctx, scope, request.query),
    );
    api.get(
      '/api/events/:id',
      { permission, summary: 'One event', params: eventParams, response: eventEnvelope },
      (scope, request) => eventDetail(ctx, scope, request.params.id),
    );
  };
