import type { ServerModule } from '../../server-module.ts';
import { eventPumps } from './event-jobs.ts';
import { eventRoutes } from './events.routes.ts';

export const eventsModule: ServerModule = {
  tags: [
    {
      name: 'events',
      description:
        'One event per status change of a payment, refund or dispute (and one when each is created), carrying the object ' +
        'as it was right after the change: reconcile from them what your integration may have missed. Types: ' +
        'payment.created, .pending, .succeeded (paid in full), .under_paid, .over_paid, .failed, .canceled, .expired; ' +
        'refund.created, .succeeded, .failed; dispute.created, .updated (evidence submitted), .closed (accepted, won, ' +
        'lost or resolved: see its status and close_reason).',
    },
  ],
  routes: ({ ctx }) => [eventRoutes(ctx)],
  pumps: (ctx) => eventPumps(ctx),
};
