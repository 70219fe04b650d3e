import {
  accountSettlementCurrenciesEnvelope,
  accountUpdateBody,
  currentAccountEnvelope,
} from '@paydeck/contract/accounts';
import { livemodeFlag } from '@paydeck/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { accountOf, operatorOf } from '../../core/request.ts';
import { isCountryCode, isTimeZone } from '../reference/reference.service.ts';
import { settlementCurrenciesOf, updateAccountSettings, type ZoneFollower } from './account-settings.service.ts';

const tags = ['accounts'];

const updateBody = accountUpdateBody.safeExtend({
  country: z.string().refine(isCountryCode, { message: 'country_unknown' }).optional().meta({ example: 'HK' }),
  timezone: z
    .string()
    .max(64)
    .refine(isTimeZone, { message: 'time_zone_unknown' })
    .optional()
    .meta({ example: 'Asia/Hong_Kong' }),
});

/** The account settings page (`setting/account`) and the settlement currencies it and withdrawals offer. */
export const accountSettingsRoutes =
  (ctx: AppContext, followZone: ZoneFollower): FastifyPluginAsyncZod =>
  async (app) => {
    app.put(
      '/v1/accounts/:accountId',
      {
        config: {
          permission: 'edit_account',
          operation: { action: 'updated', source: 'account', sourceId: { param: 'accountId' } },
        },
        schema: {
          tags,
          summary: "Change an account's settings (at least one field)",
          params: z.object({ accountId: z.string().max(64) }),
          body: updateBody,
          response: { 200: currentAccountEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await updateAccountSettings(ctx, operatorOf(request), accountOf(request), request.body, followZone),
      }),
    );
    app.get(
      '/v1/account_settlement_currencies',
      {
        config: { permission: 'read_account' },
        schema: {
          tags,
          summary: "The current account's settlement currencies (always live)",
          querystring: z.object({ livemode: livemodeFlag.optional() }),
          response: { 200: accountSettlementCurrenciesEnvelope },
        },
      },
      async (request) => ({ success: true as const, data: settlementCurrenciesOf(accountOf(request)) }),
    );
  };
