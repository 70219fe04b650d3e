import { merchantApiQuery } from '@paydeck/contract/merchant-api';
import {
  paymentActionBody,
  paymentCreateBody,
  paymentDetailEnvelope,
  paymentEnvelope,
  paymentListEnvelope,
  paymentListQuery,
  paymentParams,
} from '@paydeck/contract/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { scopeOf } from '../../core/request.ts';
import { merchantApiSecurity } from '../../infra/openapi.ts';
import { cancelPayment, createPayment, type PaymentRelated, paymentDetail, paymentPage } from './payments.service.ts';

const tags = ['payments'];
const security = merchantApiSecurity.sessionOrSecretKey;

/** Spec §2 transaction/payments and `POST /api/payments`. The detail's refunds and disputes come from `related`. */
export const paymentRoutes =
  (ctx: AppContext, related: PaymentRelated): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/payments',
      {
        config: { permission: 'add_payment' },
        schema: {
          tags,
          summary: 'Create a payment and get the checkout link for the payer',
          description:
            'The method must be enabled in this mode, take the currency, and allow the amount. Send the payer to ' +
            '`action.url` (or show `action.qr_code`); the payment then moves created → pending → paid, under_paid, ' +
            'over_paid or failed, or is canceled, or expires (1 hour; 3 days for vouchers). With unique reference mode ' +
            'on, a reference used before in this mode is 409 reference_exists.',
          security,
          querystring: merchantApiQuery,
          body: paymentCreateBody,
          response: { 200: paymentEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await createPayment(ctx, scopeOf(request), request.body),
      }),
    );
    app.get(
      '/api/payments',
      {
        config: { permission: 'list_payments' },
        schema: {
          tags,
          summary: 'Payments, newest first',
          description:
            'Filters: status (or all), payment_method, search (exact id, reference or customer id), time_created range.',
          security,
          querystring: paymentListQuery,
          response: { 200: paymentListEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await paymentPage(ctx, scopeOf(request), request.query),
      }),
    );
    app.get(
      '/api/payments/:id',
      {
        config: { permission: 'list_payments' },
        schema: {
          tags,
          summary: 'One payment with its refunds and disputes',
          security,
          params: paymentParams,
          querystring: merchantApiQuery,
          response: { 200: paymentDetailEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await paymentDetail(ctx, scopeOf(request), request.params.id, related),
      }),
    );
    app.post(
      '/api/payments/:id/cancel',
      {
        config: { permission: 'cancel_payment' },
        schema: {
          tags,
          summary: 'Cancel a payment the payer has not paid (created or pending)',
          security,
          params: paymentParams,
          querystring: merchantApiQuery,
          body: paymentActionBody,
          response: { 200: paymentEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await cancelPayment(ctx, scopeOf(request), request.params.id),
      }),
    );
  };
