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
import { merchantApiRoutes } from '../../infra/merchant-api-routes.ts';
import { cancelPayment, createPayment, type PaymentRelated, paymentDetail, paymentPage } from './payments.service.ts';

/** Spec §2 transaction/payments and `POST /api/payments`. The detail's refunds and disputes come from `related`. */
export const paymentRoutes =
  (ctx: AppContext, related: PaymentRelated): FastifyPluginAsyncZod =>
  async (app) => {
    const api = merchantApiRoutes(app, 'payments');
    api.post(
      '/api/payments',
      {
        permission: 'add_payment',
        summary: 'Create a payment and get the checkout link for the payer',
        description:
          'The method must be enabled in this mode, take the currency, and allow the amount. Send the payer to ' +
          '`action.url` (or show `action.qr_code`); the payment then moves created → pending → paid, under_paid, ' +
          'over_paid or failed, or is canceled, or expires (1 hour; 3 days for vouchers). With unique reference mode ' +
          'on, a reference used before in this mode is 409 reference_exists.',
        body: paymentCreateBody,
        response: paymentEnvelope,
      },
      (scope, request) => createPayment(ctx, scope, request.body),
    );
    api.get(
      '/api/payments',
      {
        permission: 'list_payments',
        summary: 'Payments, newest first',
        description:
          'Filters: status (or all), payment_method, search (exact id, reference or customer id), time_created range.',
        querystring: paymentListQuery,
        response: paymentListEnvelope,
      },
      (scope, request) => paymentPage(ctx, scope, request.query),
    );
    api.get(
      '/api/payments/:id',
      {
        permission: 'list_payments',
        summary: 'One payment with its refunds and disputes',
        params: paymentParams,
        response: paymentDetailEnvelope,
      },
      (scope, request) => paymentDetail(ctx, scope, request.params.id, related),
    );
    api.post(
      '/api/payments/:id/cancel',
      {
        permission: 'cancel_payment',
        summary: 'Cancel a payment the payer has not paid (created or pending)',
        params: paymentParams,
        body: paymentActionBody,
        response: paymentEnvelope,
      },
      (scope, request) => cancelPayment(ctx, scope, request.params.id),
    );
  };
