import {
  balanceTransactionEnvelope,
  balanceTransactionListEnvelope,
  balanceTransactionListQuery,
  balanceTransactionParams,
} from '@paydeck/contract/balance-transactions';
import { merchantApiQuery } from '@paydeck/contract/merchant-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { scopeOf } from '../../core/request.ts';
import { merchantApiSecurity } from '../../infra/openapi.ts';
import { balanceTransactionDetail, balanceTransactionPage } from './ledger.service.ts';

const tags = ['balance_transactions'];

/** The ledger's entries (the balance pages come later; spec §7 has them query live mode only). */
export const ledgerRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/balance_transactions',
      {
        config: { permission: 'list_balance_transactions' },
        schema: {
          tags,
          summary: 'Balance transactions: every money movement of the mode, newest first',
          description:
            'The dashboard asks for live mode (spec §7); test-mode movements are kept with livemode=false so the ' +
            'simulator can be followed. `status` is pending until `time_available`, then available.',
          security: merchantApiSecurity.sessionOrSecretKey,
          querystring: balanceTransactionListQuery,
          response: { 200: balanceTransactionListEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await balanceTransactionPage(ctx, scopeOf(request), request.query),
      }),
    );
    app.get(
      '/api/balance_transactions/:id',
      {
        config: { permission: 'list_balance_transactions' },
        schema: {
          tags,
          summary: 'One balance transaction',
          security: merchantApiSecurity.sessionOrSecretKey,
          params: balanceTransactionParams,
          querystring: merchantApiQuery,
          response: { 200: balanceTransactionEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await balanceTransactionDetail(ctx, scopeOf(request), request.params.id),
      }),
    );
  };
