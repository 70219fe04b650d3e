import { merchantApiQuery } from '@paydeck/contract/merchant-api';
import {
  paymentMethodEnvelope,
  paymentMethodListEnvelope,
  paymentMethodListQuery,
  paymentMethodParams,
  paymentMethodUpdateBody,
} from '@paydeck/contract/payment-methods';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { operatorOf, scopeOf } from '../../core/request.ts';
import { merchantApiSecurity } from '../../infra/openapi.ts';
import { paymentMethodDetail, paymentMethodPage, setPaymentMethodStatus } from './payment-methods.service.ts';

const tags = ['payment_methods'];

/** Spec §2 paymentMethods list and detail, and enabling or disabling a method per mode. */
export const paymentMethodRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/payment_methods',
      {
        config: { permission: 'list_payment_methods' },
        schema: {
          tags,
          summary: 'The payment methods of the catalogue, with their status in this account and mode',
          description: 'With a publishable key, only enabled methods are listed.',
          security: merchantApiSecurity.sessionOrAnyKey,
          querystring: paymentMethodListQuery,
          response: { 200: paymentMethodListEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await paymentMethodPage(ctx, scopeOf(request), request.query),
      }),
    );
    app.get(
      '/api/payment_methods/:method',
      {
        config: { permission: 'list_payment_methods' },
        schema: {
          tags,
          summary: 'One payment method: its flow, currencies, limits, fees and status',
          security: merchantApiSecurity.sessionOrSecretKey,
          params: paymentMethodParams,
          querystring: merchantApiQuery,
          response: { 200: paymentMethodEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await paymentMethodDetail(ctx, scopeOf(request), request.params.method),
      }),
    );
    app.put(
      '/api/payment_methods/:method',
      {
        config: {
          permission: 'edit_payment_method',
          operation: { action: 'updated', source: 'paymentMethod', sourceId: { param: 'method' } },
        },
        schema: {
          tags,
          summary: 'Enable or disable a payment method in this mode (dashboard only)',
          params: paymentMethodParams,
          querystring: merchantApiQuery,
          body: paymentMethodUpdateBody,
          response: { 200: paymentMethodEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await setPaymentMethodStatus(
          ctx,
          operatorOf(request),
          scopeOf(request),
          request.params.method,
          request.body.status,
        ),
      }),
    );
  };
