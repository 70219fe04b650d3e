import type { ServerModule } from '../../server-module.ts';
import { submitDueRefunds } from './refund-submission.service.ts';
import { refundRoutes } from './refunds.routes.ts';
import { settleDueRefunds } from './refunds.service.ts';

export const refundsModule: ServerModule = {
  tags: [{ name: 'refunds', description: 'Refunds of paid payments, in full or in part.' }],
  routes: ({ ctx }) => [refundRoutes(ctx)],
  sweeps: [
    // Refunds their request left unsubmitted go to the processor.
    {
      queue: 'payin.submit-refunds',
      cron: '* * * * *',
      run: (ctx) => submitDueRefunds(ctx),
      what: 'refunds submitted late',
    },
    // Pending refunds get the gateway's answer.
    { queue: 'payin.settle-refunds', cron: '* * * * *', run: (ctx) => settleDueRefunds(ctx), what: 'refunds settled' },
  ],
};
