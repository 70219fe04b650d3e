import { eventEnvelope, eventListEnvelope, eventListQuery, eventParams } from '@paydeck/contract/events';
import { merchantApiQuery } from '@paydeck/contract/merchant-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { scopeOf } from '../../core/request.ts';
import { merchantApiSecurity } from '../../infra/openapi.ts';
import { eventDetail, eventPage } from './events.service.ts';

const tags = ['events'];
const security = merchantApiSecurity.sessionOrSecretKey;
/** Events are what webhooks will deliver: whoever may read webhook histories may read them (docs/decisions.md). */
const permission = 'list_webhook_histories';

/** Domain events, so a merchant can reconcile what its integration may have missed. */
export const eventRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/events',
      {
        config: { permission },
        schema: {
          tags,
          summary: 'Events of the mode, newest first',
          description:
            'Filters: type, object_id (one payment, refund or dispute), time_created range. Events of one object ' +
            'are listed in the order they happened, also within one second.',
          security,
          querystring: eventListQuery,
          response: { 200: eventListEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await eventPage(ctx, scopeOf(request), request.query),
      }),
    );
    app.get(
      '/api/events/:id',
      {
        config: { permission },
        schema: {
          tags,
          summary: 'One event',
          security,
          params: eventParams,
          querystring: merchantApiQuery,
          response: { 200: eventEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await eventDetail(ctx, scopeOf(request), request.params.id),
      }),
    );
  };
