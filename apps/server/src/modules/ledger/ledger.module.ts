import type { ServerModule } from '../../server-module.ts';
import { ledgerRoutes } from './ledger.routes.ts';
import { matureDueBalances } from './maturity.service.ts';

export const matureBalancesQueue = 'ledger.mature-balances';

export const ledgerModule: ServerModule = {
  tags: [
    {
      name: 'balance_transactions',
      description:
        'The ledger: one immutable entry per money movement (payment, refund, refund failure, dispute, dispute resolved), with fees and net.',
    },
  ],
  routes: ({ ctx }) => [ledgerRoutes(ctx)],
  // Entries past their time_available move from pending to available (each balance under its row lock).
  sweeps: [
    {
      queue: matureBalancesQueue,
      cron: '* * * * *',
      run: (ctx) => matureDueBalances(ctx.db),
      what: 'balances matured',
    },
  ],
};
