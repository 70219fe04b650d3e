import {
  accountCreateBody,
  accountPermissionsEnvelope,
  currentAccountEnvelope,
  gettingStartedEnvelope,
  selectAccountBody,
  userAccountListEnvelope,
} from '@paydeck/contract/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { accountOf, operatorOf, sessionOf } from '../../core/request.ts';
import { isCountryCode } from '../reference/reference.service.ts';
import {
  createAccount,
  currentAccountOf,
  type GettingStartedEvidence,
  gettingStartedOf,
  listAccountsOfUser,
  permissionsOf,
  selectAccount,
} from './accounts.service.ts';

const tags = ['accounts'];
const accountParams = z.object({ accountId: z.string().max(64) });
const member = { permission: 'member' as const };

const createBody = accountCreateBody.extend({
  country: z.string().refine(isCountryCode, { message: 'country_unknown' }).meta({ example: 'HK' }),
});

/** What the dashboard shell asks about accounts: the switcher, the current account, its permissions. */
export const accountRoutes =
  (ctx: AppContext, evidence: GettingStartedEvidence): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/v1/current_user_accounts',
      {
        schema: {
          tags,
          summary: 'Every account the user is a member of, for the account switcher',
          response: { 200: userAccountListEnvelope },
        },
      },
      async (request) => ({ success: true as const, data: await listAccountsOfUser(ctx, sessionOf(request)) }),
    );
    app.post(
      '/v1/select_account',
      {
        schema: {
          tags,
          summary: "Make an account the session's current account",
          body: selectAccountBody,
          response: { 200: currentAccountEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await selectAccount(ctx, sessionOf(request), request.body.account_id),
      }),
    );
    app.post(
      '/v1/accounts',
      {
        // The merchant is the current account's (`Paydeck-Account`, else the selected); only its owner may add.
        config: member,
        schema: {
          tags,
          summary: "Add an account to the current account's merchant (owner only, at most 10)",
          body: createBody,
          response: { 200: currentAccountEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await createAccount(ctx, operatorOf(request), accountOf(request), {
          name: request.body.account_name,
          country: request.body.country,
          enableBusiness: request.body.enable_business,
          defaultSettlementCurrency: request.body.default_settlement_currency,
        }),
      }),
    );
    app.get(
      '/v1/accounts/:accountId',
      {
        config: member,
        schema: { tags, summary: 'One account', params: accountParams, response: { 200: currentAccountEnvelope } },
      },
      async (request) => ({ success: true as const, data: currentAccountOf(accountOf(request)) }),
    );
    app.get(
      '/v1/accounts/:accountId/permissions',
      {
        config: member,
        schema: {
          tags,
          summary: "The caller's roles and permissions on an account",
          params: accountParams,
          response: { 200: accountPermissionsEnvelope },
        },
      },
      async (request) => ({ success: true as const, data: permissionsOf(accountOf(request)) }),
    );
    app.get(
      '/v1/accounts/:accountId/getting_started',
      {
        config: member,
        schema: {
          tags,
          summary: 'The getting-started checklist of an account',
          params: accountParams,
          response: { 200: gettingStartedEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await gettingStartedOf(ctx, evidence, sessionOf(request), accountOf(request)),
      }),
    );
  };
