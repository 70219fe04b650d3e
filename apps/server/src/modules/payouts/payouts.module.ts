import type { ServerModule } from '../../server-module.ts';
import { gatewayPayoutRoutes } from './gateway-payouts.routes.ts';
import { payeeRoutes } from './payees.routes.ts';
import { payerRoutes } from './payers.routes.ts';
import { payoutMethodRoutes } from './payout-methods.routes.ts';
import { submitDuePayouts } from './payout-submission.service.ts';
import { payoutRoutes } from './payouts.routes.ts';

export const payoutsModule: ServerModule = {
  tags: [
    { name: 'payers', description: 'Who sends payouts: individuals or companies, with identity documents.' },
    { name: 'payees', description: 'Who receives payouts.' },
    { name: 'payout_methods', description: "A payee's account at a payout method, such as an alipay_cn wallet." },
    {
      name: 'payouts',
      description: 'Money sent from the balance to a payee, verified by a user above the account’s threshold.',
    },
  ],
  routes: ({ ctx, config }) => [
    payerRoutes(ctx),
    payeeRoutes(ctx),
    payoutMethodRoutes(ctx),
    payoutRoutes(ctx),
    ...(config.gatewaySecret ? [gatewayPayoutRoutes(ctx, config.gatewaySecret)] : []),
  ],
  sweeps: [
    // Payouts their request left unsubmitted go to the processor.
    { queue: 'payouts.submit', cron: '* * * * *', run: (ctx) => submitDuePayouts(ctx), what: 'payouts submitted late' },
  ],
};
