import { merchantApiQuery } from '@paydeck/contract/merchant-api';
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
import { scopeOf } from '../../core/request.ts';
import { merchantApiSecurity } from '../../infra/openapi.ts';
import { createRefund, refundDetail, refundPage, refundSettleAfterSeconds, simulateRefund } from './refunds.service.ts';

const tags = ['refunds'];
const security = merchantApiSecurity.sessionOrSecretKey;

/** Spec §2 transaction/refunds and `POST /api/refunds`. */
export const refundRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/refunds',
      {
        config: { permission: 'add_refund' },
        schema: {
          tags,
          summary: 'Refund a paid payment, in full or in part',
          description:
            'The amount must be more than 0 (422 refund_amount_zero) and at most the payment’s amount_refundable ' +
            '(422 refund_amount_exceeded, saying by how much). Refused while a dispute is open. The refund starts ' +
            `pending with its amount taken from the balance; the gateway answers within about ${refundSettleAfterSeconds} s ` +
            '(refunded, or failed and the amount returned). In test mode POST /api/refunds/{id}/simulate answers at once.',
          security,
          querystring: merchantApiQuery,
          body: refundCreateBody,
          response: { 200: refundEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await createRefund(ctx, scopeOf(request), request.body),
      }),
    );
    app.get(
      '/api/refunds',
      {
        config: { permission: 'list_refunds' },
        schema: {
          tags,
          summary: 'Refunds, newest first',
          security,
          querystring: refundListQuery,
          response: { 200: refundListEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await refundPage(ctx, scopeOf(request), request.query),
      }),
    );
    app.get(
      '/api/refunds/:id',
      {
        config: { permission: 'list_refunds' },
        schema: {
          tags,
          summary: 'One refund',
          security,
          params: refundParams,
          querystring: merchantApiQuery,
          response: { 200: refundEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await refundDetail(ctx, scopeOf(request), request.params.id),
      }),
    );
    app.post(
      '/api/refunds/:id/simulate',
      {
        config: { permission: 'add_refund' },
        schema: {
          tags,
          summary: 'Test mode: the simulated gateway answers a pending refund (refunded or failed)',
          description: 'Live mode answers 409 test_mode_only.',
          security,
          params: refundParams,
          querystring: merchantApiQuery,
          body: refundSimulateBody,
          response: { 200: refundEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await simulateRefund(ctx, scopeOf(request), request.params.id, request.body),
      }),
    );
  };
