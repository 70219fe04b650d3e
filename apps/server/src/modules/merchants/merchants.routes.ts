import { merchantActivationBody, merchantActivationResultEnvelope } from '@paydeck/contract/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { isCountryCode } from '../reference/reference.service.ts';
import { activateMerchant } from './merchants.service.ts';

const activationBody = merchantActivationBody.extend({
  country: z.string().refine(isCountryCode, { message: 'country_unknown' }).meta({ example: 'HK' }),
});

export const merchantRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/v1/merchants',
      {
        schema: {
          tags: ['merchants'],
          summary: "Complete the account information: create the user's merchant and its first account",
          body: activationBody,
          response: { 200: merchantActivationResultEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await activateMerchant(ctx, sessionOf(request), {
          merchantName: request.body.merchant_name,
          country: request.body.country,
        }),
      }),
    );
  };
