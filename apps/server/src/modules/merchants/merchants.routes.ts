import { merchantListEnvelope } from '@paydeck/contract/merchants';
import { merchantActivationBody, merchantActivationResultEnvelope } from '@paydeck/contract/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { sessionOf } from '../../core/request.ts';
import { isCountryCode } from '../reference/reference.service.ts';
import { activateMerchant, listMerchantsOf } from './merchants.service.ts';

const activationBody = merchantActivationBody.extend({
  country: z.string().refine(isCountryCode, { message: 'country_unknown' }).meta({ example: 'HK' }),
});

export const merchantRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/v1/merchants',
      {
        schema: {
          tags: ['merchants'],
          summary: 'The merchants the user owns or belongs to, with their accounts (owner details for owners only)',
          response: { 200: merchantListEnvelope },
        },
      },
      async (request) => ({ success: true as const, data: await listMerchantsOf(ctx, sessionOf(request)) }),
    );
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
