import {
  paymentMethodEnvelope,
  paymentMethodListEnvelope,
  paymentMethodListQuery,
  paymentMethodParams,
  paymentMethodUpdateBody,
} from '@paydeck/contract/payment-methods';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { operatorOf } from '../../core/request.ts';
import { merchantApiRoutes } from '../../infra/merchant-api-routes.ts';
import { paymentMethodDetail, paymentMethodPage, setPaymentMethodStatus } from './payment-methods.service.ts';

/** Spec §2 paymentMethods list and detail, and enabling or disabling a method per mode. */
export const paymentMethodRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const api = merchantApiRoutes(app, 'payment_methods');
    api.get(
      '/api/payment_methods',
      {
        permission: 'list_payment_methods',
        summary: 'The payment methods of the catalogue, with their status in this account and mode',
        description: 'With a publishable key, only enabled methods are listed.',
        security: 'sessionOrAnyKey',
        querystring: paymentMethodListQuery,
        response: paymentMethodListEnvelope,
      },
      (scope, request) => paymentMethodPage(ctx, scope, request.query),
    );
    api.get(
      '/api/payment_methods/:method',
      {
        permission: 'list_payment_methods',
        summary: 'One payment method: its flow, currencies, limits, fees and status',
        params: paymentMethodParams,
        response: paymentMethodEnvelope,
      },
      (scope, request) => paymentMethodDetail(ctx, scope, request.params.method),
    );
    api.put(
      '/api/payment_methods/:method',
      {
        permission: 'edit_payment_method',
        operation: { action: 'updated', source: 'paymentMethod', sourceId: { param: 'method' } },
        summary: 'Enable or disable a payment method in this mode (dashboard only)',
        security: 'session',
        params: paymentMethodParams,
        body: paymentMethodUpdateBody,
        response: paymentMethodEnvelope,
      },
      (scope, request) =>
        setPaymentMethodStatus(ctx, operatorOf(request), scope, request.params.method, request.body.status),
    );
  };
