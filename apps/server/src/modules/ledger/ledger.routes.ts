import {
  balanceTransactionEnvelope,
  balanceTransactionListEnvelope,
  balanceTransactionListQuery,
  balanceTransactionParams,
} from '@paydeck/contract/balance-transactions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { merchantApiRoutes } from '../../infra/merchant-api-routes.ts';
import { balanceTransactionDetail, balanceTransactionPage } from './ledger.service.ts';

const permission = 'list_balance_transactions';

/** The ledger's entries (the balance pages come later; spec §7 has them query live mode only). */
export const ledgerRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const api = merchantApiRoutes(app, 'balance_transactions');
    api.get(
      '/api/balance_transactions',
      {
        permission,
        summary: 'Balance transactions: every money movement of the mode, newest first',
        description:
          'The dashboard asks for live mode (spec §7); test-mode movements are kept with livemode=false so the ' +
          'simulator can be followed. `status` is pending until `time_available`, then available.',
        querystring: balanceTransactionListQuery,
        response: balanceTransactionListEnvelope,
      },
      (scope, request) => balanceTransactionPage(ctx, scope, request.query),
    );
    api.get(
      '/api/balance_transactions/:id',
      {
        permission,
        summary: 'One balance transaction',
        params: balanceTransactionParams,
        response: balanceTransactionEnvelope,
      },
      (scope, request) => balanceTransactionDetail(ctx, scope, request.params.id),
    );
  };
