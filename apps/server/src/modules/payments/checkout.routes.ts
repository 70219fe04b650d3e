import { checkoutEnvelope, checkoutParams, checkoutQuery, checkoutSimulateBody } from '@paydeck/contract/checkout';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import type { RateLimitRule } from '../../infra/rate-limits/rate-limits.service.ts';
import { checkoutOf, simulateCheckout } from './checkout.service.ts';

const tags = ['checkout'];
/** Per payer IP: enough for a page that polls, too few to guess tokens. */
const checkoutRule: RateLimitRule = { bucket: 'checkout', max: 120, windowSeconds: 60 };

/** The payer-facing checkout page's API (/checkout/{id}): no session, the payment's token instead. */
export const checkoutRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/v1/checkout/:id',
      {
        config: { rateLimit: checkoutRule },
        schema: {
          tags,
          summary: 'What the payer sees on the checkout page',
          description: "Authorized by the token of the payment's action url; a wrong token answers 404.",
          security: [],
          params: checkoutParams,
          querystring: checkoutQuery,
          response: { 200: checkoutEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await checkoutOf(ctx, request.params.id, request.query.token),
      }),
    );
    app.post(
      '/v1/checkout/:id/simulate',
      {
        config: { rateLimit: checkoutRule },
        schema: {
          tags,
          summary: "Test mode: the payer's action on the checkout page (simulated gateway)",
          description:
            'Moves a test payment through its real states: created → pending → paid, under_paid, over_paid or ' +
            'failed (with a ledger entry for what was paid), or expired. A live payment answers 409 test_mode_only: ' +
            'only its payment processor completes it, never the payer.',
          security: [],
          params: checkoutParams,
          body: checkoutSimulateBody,
          response: { 200: checkoutEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await simulateCheckout(ctx, request.params.id, request.body),
      }),
    );
  };
