import {
  mandateSigningBody,
  mandateSigningEnvelope,
  mandateSigningParams,
  mandateSigningQuery,
} from '@paydeck/contract/mandate-signing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import type { RateLimitRule } from '../../infra/rate-limits/rate-limits.service.ts';
import { mandateSigning, signMandate } from './mandates.service.ts';

const tags = ['mandate signing'];
/** Per customer IP: enough for the page, too few to guess tokens. */
const signingRule: RateLimitRule = { bucket: 'mandate-signing', max: 120, windowSeconds: 60 };

/** The customer-facing signing page's API (/mandate/{id}): no session, the mandate's token instead. */
export const mandateSigningRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/v1/mandate-signing/:id',
      {
        config: { rateLimit: signingRule },
        schema: {
          tags,
          summary: 'What the customer sees on the signing page',
          description: "Authorized by the token of the mandate's action url; a wrong token answers 404.",
          security: [],
          params: mandateSigningParams,
          querystring: mandateSigningQuery,
          response: { 200: mandateSigningEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await mandateSigning(ctx, request.params.id, request.query.token),
      }),
    );
    app.post(
      '/v1/mandate-signing/:id/sign',
      {
        config: { rateLimit: signingRule },
        schema: {
          tags,
          summary: "Test mode: the customer's answer on the signing page (simulated processor)",
          description:
            'Moves a test mandate created → pending → succeeded (sign, or sign with every later charge declined for ' +
            'lack of funds) or failed (decline). A live mandate answers 409 test_mode_only: its processor confirms it.',
          security: [],
          params: mandateSigningParams,
          body: mandateSigningBody,
          response: { 200: mandateSigningEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await signMandate(ctx, request.params.id, request.body),
      }),
    );
  };
