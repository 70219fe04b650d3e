import {
  payoutMethodBody,
  payoutMethodEnvelope,
  payoutMethodListEnvelope,
  payoutMethodListQuery,
  payoutMethodParams,
} from '@paydeck/contract/payouts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { merchantApiRoutes } from '../../infra/merchant-api-routes.ts';
import { addPayoutMethod, deletePayoutMethod, payoutMethodDetail, payoutMethodPage } from './payout-methods.service.ts';

/** Spec §3 payout methods: a payee's account at a method. */
export const payoutMethodRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const api = merchantApiRoutes(app, 'payout_methods');
    api.get(
      '/api/payout_methods',
      {
        permission: 'list_payout_methods',
        summary: 'Payout methods, newest first (deleted ones are not listed)',
        querystring: payoutMethodListQuery,
        response: payoutMethodListEnvelope,
      },
      (scope, request) => payoutMethodPage(ctx, scope, request.query),
    );
    api.post(
      '/api/payout_methods',
      {
        permission: 'add_payout_method',
        summary: "Add a payee's account at a payout method",
        description:
          'Spec §5: method and account required, the account an email address or an E.164 phone number as the ' +
          'method takes (422). The payee must exist (404 payee_not_found); a company payee cannot take a method ' +
          'that pays individuals only (422 payout_method_company_unsupported).',
        body: payoutMethodBody,
        response: payoutMethodEnvelope,
      },
      (scope, request) => addPayoutMethod(ctx, scope, request.body),
    );
    api.get(
      '/api/payout_methods/:id',
      {
        permission: 'list_payout_methods',
        summary: 'One payout method',
        params: payoutMethodParams,
        response: payoutMethodEnvelope,
      },
      (scope, request) => payoutMethodDetail(ctx, scope, request.params.id),
    );
    api.delete(
      '/api/payout_methods/:id',
      {
        permission: 'delete_payout_method',
        summary: 'Delete a payout method',
        description:
          'Its payouts keep it. Refused while one of them is pending or waiting for verification (409 ' +
          'payout_method_in_use).',
        params: payoutMethodParams,
        response: payoutMethodEnvelope,
      },
      (scope, request) => deletePayoutMethod(ctx, scope, request.params.id),
    );
  };
