import {
  balanceSummaryEnvelope,
  settlementCreateBody,
  settlementEnvelope,
  settlementListEnvelope,
  settlementListQuery,
  settlementParams,
  settlementSimulateBody,
} from '@paydeck/contract/settlements';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { operatorOf } from '../../core/request.ts';
import { merchantApiRoutes } from '../../infra/merchant-api-routes.ts';
import {
  balanceSummary,
  createSettlement,
  settlementArrivalBusinessDays,
  settlementDetail,
  settlementPage,
  simulateSettlement,
} from './settlements.service.ts';

/** Spec §2 balance: the summary and settlements (withdrawals). The dashboard asks for live (spec §7). */
export const settlementRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const api = merchantApiRoutes(app, 'settlements');
    api.get(
      '/api/balances',
      {
        permission: 'read_balance_summary',
        summary: 'The balance per currency: available, pending and frozen, with the withdrawal fee in each',
        response: balanceSummaryEnvelope,
      },
      (scope) => balanceSummary(ctx, scope),
    );
    api.post(
      '/api/settlements',
      {
        permission: 'add_settlement',
        operation: { action: 'created', source: 'settlement' },
        summary: 'Withdraw: pay an amount of the available balance to a bank account',
        description:
          'The bank account must be in the currency (422 bank_account_currency_mismatch), the currency one of the ' +
          "account's settlement currencies (422 settlement_currency_not_enabled). The amount and the USD 20 fee " +
          '(spec §9, converted at the rate table) are taken from the available balance together (422 ' +
          'balance_insufficient otherwise); the bank account receives the amount. Refused while a disabled ' +
          `account's withdrawals are frozen (409 withdrawals_frozen). Expected ${settlementArrivalBusinessDays} ` +
          'business days later. Dashboard only: a withdrawal is a user’s act in the activity log.',
        security: 'session',
        body: settlementCreateBody,
        response: settlementEnvelope,
      },
      (scope, request) => createSettlement(ctx, operatorOf(request), scope, request.body),
    );
    api.get(
      '/api/settlements',
      {
        permission: 'list_settlements',
        summary: 'Settlements (withdrawals), newest first',
        querystring: settlementListQuery,
        response: settlementListEnvelope,
      },
      (scope, request) => settlementPage(ctx, scope, request.query),
    );
    api.get(
      '/api/settlements/:id',
      {
        permission: 'list_settlements',
        summary: 'One settlement',
        params: settlementParams,
        response: settlementEnvelope,
      },
      (scope, request) => settlementDetail(ctx, scope, request.params.id),
    );
    api.post(
      '/api/settlements/:id/simulate',
      {
        permission: 'add_settlement',
        summary: 'Test mode: the simulated provider pays, cancels or fails a pending settlement',
        description:
          'Canceled and failed return the amount and the fee to the balance. 409 test_mode_only for a live ' +
          'settlement: the provider moves those.',
        params: settlementParams,
        body: settlementSimulateBody,
        response: settlementEnvelope,
      },
      (scope, request) => simulateSettlement(ctx, scope, request.params.id, request.body),
    );
  };
