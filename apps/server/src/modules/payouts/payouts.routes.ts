import {
  payoutActionBody,
  payoutBody,
  payoutEnvelope,
  payoutListEnvelope,
  payoutListQuery,
  payoutParams,
  payoutQuoteEnvelope,
  payoutQuoteQuery,
  payoutSimulateBody,
  payoutVerifyBody,
} from '@paydeck/contract/payouts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { operatorOf } from '../../core/request.ts';
import type { Scope } from '../../core/scope.ts';
import { merchantApiRoutes } from '../../infra/merchant-api-routes.ts';
import { sendVerificationCode, verifyPayout } from './payout-verification.service.ts';
import {
  cancelPayout,
  createPayout,
  payoutDetail,
  payoutPage,
  quotePayout,
  simulatePayout,
} from './payouts.service.ts';

/** A dashboard user's act is in the activity log; an API key's is not (it has no person). */
const userOperator = (scope: Scope, request: FastifyRequest) =>
  scope.actor.type === 'user' ? operatorOf(request) : null;

/** Spec §2 payouts: money sent from the balance to a payee, verified above the account's threshold. */
export const payoutRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const api = merchantApiRoutes(app, 'payouts');
    api.post(
      '/api/payouts',
      {
        permission: 'add_payout',
        operation: { action: 'created', source: 'payout' },
        summary: 'Pay a payee: the amount and the method’s fee leave the available balance',
        description:
          'Payer, payee and payout method must be the account’s in this mode, the method the payee’s (422 ' +
          'payout_method_not_payees), and a company payee needs a method that pays companies. The payee receives ' +
          'the amount converted into the method’s currency at the rate table (amount_local); the method’s fee ' +
          '(docs/fees.md "Payouts") is taken with the amount from the balance in `currency` (422 ' +
          'balance_insufficient beyond it). Once the payer’s remittance would reach HKD 8,000 the payer needs an ' +
          'identity document (422 payer_identity_required). At or above the account’s verification threshold ' +
          '(default USD 1,000) the payout waits in waiting_action until a user verifies it; otherwise it is ' +
          'pending and sent to the processor.',
        body: payoutBody,
        response: payoutEnvelope,
      },
      (scope, request) => createPayout(ctx, userOperator(scope, request), scope, request.body),
    );
    api.get(
      '/api/payouts',
      {
        permission: 'list_payouts',
        summary: 'Payouts, newest first',
        querystring: payoutListQuery,
        response: payoutListEnvelope,
      },
      (scope, request) => payoutPage(ctx, scope, request.query),
    );
    api.get(
      '/api/payouts/quote',
      {
        permission: 'add_payout',
        summary: 'What a payout would deliver and cost now: local amount, rate, fee, and whether it needs verifying',
        description:
          'The same arithmetic as POST /api/payouts (docs/fees.md "Payouts"); rates may move before you create it.',
        querystring: payoutQuoteQuery,
        response: payoutQuoteEnvelope,
      },
      (scope, request) => quotePayout(ctx, scope, request.query),
    );
    api.get(
      '/api/payouts/:id',
      { permission: 'list_payouts', summary: 'One payout', params: payoutParams, response: payoutEnvelope },
      (scope, request) => payoutDetail(ctx, scope, request.params.id),
    );
    api.post(
      '/api/payouts/:id/cancel',
      {
        permission: 'cancel_payout',
        operation: { action: 'canceled', source: 'payout' },
        summary: 'Cancel a pending or waiting payout: its amount and fee return to the balance',
        description: '409 payout_not_cancelable once the processor has paid or failed it.',
        params: payoutParams,
        body: payoutActionBody,
        response: payoutEnvelope,
      },
      (scope, request) => cancelPayout(ctx, userOperator(scope, request), scope, request.params.id),
    );
    api.post(
      '/api/payouts/:id/verification_code',
      {
        permission: 'verify_payout',
        operation: { action: 'sent', source: 'payout' },
        summary: 'Email the signed-in user a one-time code to verify a waiting payout (users without 2FA)',
        description:
          'Valid for 10 minutes, once; a new code replaces the last. 409 verification_uses_authenticator for a ' +
          'user with 2FA. Dashboard only: a verification is a person’s act.',
        security: 'session',
        withoutIdempotency: true,
        params: payoutParams,
        body: payoutActionBody,
        response: payoutEnvelope,
      },
      (scope, request) => sendVerificationCode(ctx, scope, request.params.id, request.locale),
    );
    api.post(
      '/api/payouts/:id/verify',
      {
        permission: 'verify_payout',
        operation: { action: 'verified', source: 'payout' },
        summary: 'Verify a waiting payout with the signed-in user’s code: it becomes pending and is sent',
        description:
          'The code from the user’s authenticator when 2FA is on, else the emailed one. Each code is accepted once; ' +
          'five wrong codes lock this payout’s verification for 15 minutes (429 verification_locked). Takes no ' +
          'Idempotency-Key: every attempt counts. Dashboard only.',
        security: 'session',
        withoutIdempotency: true,
        params: payoutParams,
        body: payoutVerifyBody,
        response: payoutEnvelope,
      },
      (scope, request) => verifyPayout(ctx, operatorOf(request), scope, request.params.id, request.body.code),
    );
    api.post(
      '/api/payouts/:id/simulate',
      {
        permission: 'add_payout',
        summary: 'Test mode: the simulated processor succeeds or fails a pending payout, or asks for action',
        description:
          'failed returns the amount and the fee to the balance; needs_action moves it to waiting_action. 409 ' +
          'test_mode_only for a live payout: the processor moves those.',
        params: payoutParams,
        body: payoutSimulateBody,
        response: payoutEnvelope,
      },
      (scope, request) => simulatePayout(ctx, scope, request.params.id, request.body),
    );
  };
