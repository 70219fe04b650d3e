import {
  refundCreateBody,
  refundEnvelope,
  refundListEnvelope,
  refundListQuery,
  refundParams,
  refundSimulateBody,
} from '@paydeck/contract/refunds';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { merchantApiRoutes } from '../../infra/merchant-api-routes.ts';
import { createRefund, refundDetail, refundPage, refundSettleAfterSeconds, simulateRefund } from './refunds.service.ts';

/** Spec §2 transaction/refunds and `POST /api/refunds`. */
export const refundRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const api = merchantApiRoutes(app, 'refunds');
    api.post(
      '/api/refunds',
      {
        permission: 'add_refund',
        summary: 'Refund a paid payment, in full or in part',
        description:
          'The amount must be more than 0 (422 refund_amount_zero) and at most the payment’s amount_refundable ' +
          '(422 refund_amount_exceeded, saying by how much). Refused while a dispute is open. The refund starts ' +
          `pending with its amount taken from the balance; the gateway answers within about ${refundSettleAfterSeconds} s ` +
          '(refunded, or failed and the amount returned). In test mode POST /api/refunds/{id}/simulate answers at once.',
        body: refundCreateBody,
        response: refundEnvelope,
      },
      (scope, request) => createRefund(ctx, scope, request.body),
    );
    api.get(
      '/api/refunds',
      {
        permission: 'list_refunds',
        summary: 'Refunds, newest first',
        querystring: refundListQuery,
        response: refundListEnvelope,
      },
      (scope, request) => refundPage(ctx, scope, request.query),
    );
    api.get(
      '/api/refunds/:id',
      { permission: 'list_refunds', summary: 'One refund', params: refundParams, response: refundEnvelope },
      (scope, request) => refundDetail(ctx, scope, request.params.id),
    );
    api.post(
      '/api/refunds/:id/simulate',
      {
        permission: 'add_refund',
        summary: 'Test mode: the simulated gateway answers a pending refund (refunded or failed)',
        description: 'Live mode answers 409 test_mode_only.',
        params: refundParams,
        body: refundSimulateBody,
        response: refundEnvelope,
      },
      (scope, request) => simulateRefund(ctx, scope, request.params.id, request.body),
    );
  };
