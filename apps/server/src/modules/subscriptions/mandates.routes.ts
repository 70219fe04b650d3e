import { paymentEnvelope } from '@paydeck/contract/payments';
import {
  mandateChargeBody,
  mandateCreateBody,
  mandateDetailEnvelope,
  mandateEnvelope,
  mandateListEnvelope,
  mandateListQuery,
  mandateParams,
  recurringActionBody,
} from '@paydeck/contract/recurring';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { merchantApiRoutes } from '../../infra/merchant-api-routes.ts';
import { cancelMandate, chargeMandate, createMandate, mandateDetail, mandatePage } from './mandates.service.ts';
import { cancelSubscriptionsOfMandate } from './subscriptions.service.ts';

/** Spec §2 mandates: list and detail; create, cancel, and charge one without the payer. */
export const mandateRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const api = merchantApiRoutes(app, 'mandates');
    api.post(
      '/api/mandates',
      {
        permission: 'add_subscription',
        summary: 'Create a mandate for a customer to sign',
        description:
          'The method must support recurring charges and be enabled in this mode. Send the customer to ' +
          '`action.url`; the mandate then moves created → pending → succeeded (signed) or failed (declined).',
        body: mandateCreateBody,
        response: mandateEnvelope,
      },
      (scope, request) => createMandate(ctx, scope, request.body),
    );
    api.get(
      '/api/mandates',
      {
        permission: 'list_mandates',
        summary: 'Mandates, newest first',
        description: 'Filters: status (or all), payment_method, customer_id, time_created range.',
        querystring: mandateListQuery,
        response: mandateListEnvelope,
      },
      (scope, request) => mandatePage(ctx, scope, request.query),
    );
    api.get(
      '/api/mandates/:id',
      {
        permission: 'list_mandates',
        summary: 'One mandate with the payments charged under it',
        params: mandateParams,
        response: mandateDetailEnvelope,
      },
      (scope, request) => mandateDetail(ctx, scope, request.params.id),
    );
    api.post(
      '/api/mandates/:id/cancel',
      {
        permission: 'cancel_mandate',
        summary: 'Cancel a mandate: nothing more can be charged under it',
        description: 'The subscriptions that charge it are canceled with it.',
        params: mandateParams,
        body: recurringActionBody,
        response: mandateEnvelope,
      },
      (scope, request) => cancelMandate(ctx, scope, request.params.id, cancelSubscriptionsOfMandate),
    );
    api.post(
      '/api/mandates/:id/charge',
      {
        permission: 'add_payment',
        summary: 'Charge a signed mandate: a payment "regular with mandate", without the payer',
        description:
          'The mandate must be succeeded; its method must take the currency and allow the amount. The answer ' +
          'is the payment after the processor answered: paid or failed.',
        params: mandateParams,
        body: mandateChargeBody,
        response: paymentEnvelope,
      },
      (scope, request) => chargeMandate(ctx, scope, request.params.id, request.body),
    );
  };
