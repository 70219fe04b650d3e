import type { ServerModule } from '../../server-module.ts';
import { disputeRoutes } from './disputes.routes.ts';
import { loseOverdueDisputes } from './disputes.service.ts';

export const disputesModule: ServerModule = {
  tags: [
    {
      name: 'disputes',
      description: 'Disputes (chargebacks) raised by payers: accept them, or answer with evidence before the deadline.',
    },
  ],
  routes: ({ ctx }) => [disputeRoutes(ctx)],
  // Unanswered disputes past their deadline are lost.
  sweeps: [
    {
      queue: 'payin.dispute-deadlines',
      cron: '* * * * *',
      run: (ctx) => loseOverdueDisputes(ctx),
      what: 'disputes lost unanswered',
    },
  ],
};
