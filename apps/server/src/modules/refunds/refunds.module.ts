import type { ServerModule } from '../../server-module.ts';
import { refundRoutes } from './refunds.routes.ts';
import { settleDueRefunds } from './refunds.service.ts';

export const refundsModule: ServerModule = {
  tags: [{ name: 'refunds', description: 'Refunds of paid payments, in full or in part.' }],
  routes: ({ ctx }) => [refundRoutes(ctx)],
  // Pending refunds get the gateway's answer.
  sweeps: [
    { queue: 'payin.settle-refunds', cron: '* * * * *', run: (ctx) => settleDueRefunds(ctx), what: 'refunds settled' },
  ],
};
