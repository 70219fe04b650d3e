import type { ServerModule } from '../../server-module.ts';
import { webhookEndpointRoutes } from './endpoints.routes.ts';
import { webhookHistoryRoutes } from './histories.routes.ts';
import { webhookPumps } from './webhook-pump.ts';

export const webhooksModule: ServerModule = {
  tags: [
    {
      name: 'webhooks',
      description:
        'Endpoints that receive events, signed per Standard Webhooks (headers webhook-id, webhook-timestamp, ' +
        'webhook-signature; see /docs/webhooks). Delivery is at least once and in no promised order: use ' +
        'webhook-id to drop a repeat. A failed attempt is retried (live: after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, ' +
        'then every 10 h for 3 days; test: 3 tries); an endpoint failing every attempt for 3 days is disabled.',
    },
  ],
  routes: ({ ctx }) => [webhookEndpointRoutes(ctx), webhookHistoryRoutes(ctx)],
  pumps: (ctx) => webhookPumps(ctx),
};
