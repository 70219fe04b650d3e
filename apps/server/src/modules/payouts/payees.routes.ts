import { payeeBody, payeeEnvelope, payeeListEnvelope, payeeListQuery, payeeParams } from '@paydeck/contract/payouts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { merchantApiRoutes } from '../../infra/merchant-api-routes.ts';
import { createPayee, editPayee, payeeDetail, payeePage } from './payees.service.ts';

const required = 'Spec §5: entity type, first name, last name and nationality (422 per missing field).';

/** Spec §3 payees: who receives payouts. */
export const payeeRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const api = merchantApiRoutes(app, 'payees');
    api.get(
      '/api/payees',
      {
        permission: 'list_payees',
        summary: 'Payees, newest first',
        description: '`search` is an exact payee id or reference.',
        querystring: payeeListQuery,
        response: payeeListEnvelope,
      },
      (scope, request) => payeePage(ctx, scope, request.query),
    );
    api.post(
      '/api/payees',
      {
        permission: 'add_payee',
        summary: 'Add a payee',
        description: required,
        body: payeeBody,
        response: payeeEnvelope,
      },
      (scope, request) => createPayee(ctx, scope, request.locale, request.body),
    );
    api.get(
      '/api/payees/:id',
      { permission: 'list_payees', summary: 'One payee', params: payeeParams, response: payeeEnvelope },
      (scope, request) => payeeDetail(ctx, scope, request.params.id),
    );
    api.put(
      '/api/payees/:id',
      {
        permission: 'edit_payee',
        summary: 'Change a payee (the whole record, as created)',
        description: required,
        params: payeeParams,
        body: payeeBody,
        response: payeeEnvelope,
      },
      (scope, request) => editPayee(ctx, scope, request.locale, request.params.id, request.body),
    );
  };
