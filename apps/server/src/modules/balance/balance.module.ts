import type { ServerModule } from '../../server-module.ts';
import { bankAccountRoutes } from './bank-accounts.routes.ts';
import { gatewaySettlementRoutes } from './gateway-settlements.routes.ts';
import { settlementRoutes } from './settlements.routes.ts';

export const balanceModule: ServerModule = {
  tags: [
    {
      name: 'settlements',
      description:
        'The balance summary and settlements: withdrawals of the available balance to a bank account, with the USD 20 fee.',
    },
    { name: 'bank_accounts', description: "The account's bank accounts that withdrawals are paid to." },
  ],
  routes: ({ ctx, config }) => [
    settlementRoutes(ctx),
    bankAccountRoutes(ctx),
    ...(config.gatewaySecret ? [gatewaySettlementRoutes(ctx, config.gatewaySecret)] : []),
  ],
};
