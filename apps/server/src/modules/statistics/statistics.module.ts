import type { ServerModule } from '../../server-module.ts';
import { statisticsRoutes } from './statistics.routes.ts';

/** Statistics: figures per currency over a range, from hourly buckets kept by an event consumer. */
export const statisticsModule: ServerModule = {
  tags: [
    {
      name: 'statistics',
      description:
        'Payment volume and count, success rate, refunds, disputes, payouts and net settled, per currency (never ' +
        "summed across currencies) and payment method, in the account's time zone. Kept from events within " +
        'seconds of each change.',
    },
  ],
  routes: ({ ctx }) => [statisticsRoutes(ctx)],
};
