import {
  disputeActionBody,
  disputeCreateBody,
  disputeEnvelope,
  disputeEvidenceBody,
  disputeListEnvelope,
  disputeListQuery,
  disputeParams,
  disputeSimulateBody,
} from '@paydeck/contract/disputes';
import { disputeResponseDays } from '@paydeck/contract/payin-types';
import { paymentParams } from '@paydeck/contract/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { merchantApiRoutes } from '../../infra/merchant-api-routes.ts';
import {
  acceptDispute,
  disputeDetail,
  disputePage,
  openDispute,
  simulateDispute,
  submitEvidence,
} from './disputes.service.ts';

/** Spec §2 transaction/disputes: the list, the detail, and the merchant's answer. */
export const disputeRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const api = merchantApiRoutes(app, 'disputes');
    api.post(
      '/api/payments/:id/dispute',
      {
        permission: 'edit_dispute',
        summary: 'Test mode: the payer disputes a paid payment',
        description:
          `Opens a chargeback needing a response within ${disputeResponseDays} days (time_expired); its amount is ` +
          'withdrawn from the balance at once. Live mode answers 409 test_mode_only: live disputes come from the payment method.',
        params: paymentParams,
        body: disputeCreateBody,
        response: disputeEnvelope,
      },
      (scope, request) => openDispute(ctx, scope, request.params.id, request.body),
    );
    api.get(
      '/api/disputes',
      {
        permission: 'list_disputes',
        summary: 'Disputes, newest first',
        querystring: disputeListQuery,
        response: disputeListEnvelope,
      },
      (scope, request) => disputePage(ctx, scope, request.query),
    );
    api.get(
      '/api/disputes/:id',
      {
        permission: 'list_disputes',
        summary: 'One dispute, with the evidence submitted',
        params: disputeParams,
        response: disputeEnvelope,
      },
      (scope, request) => disputeDetail(ctx, scope, request.params.id),
    );
    api.post(
      '/api/disputes/:id/accept',
      {
        permission: 'edit_dispute',
        summary: 'Accept a dispute: the amount stays with the payer (needs_response → accepted)',
        params: disputeParams,
        body: disputeActionBody,
        response: disputeEnvelope,
      },
      (scope, request) => acceptDispute(ctx, scope, request.params.id),
    );
    api.post(
      '/api/disputes/:id/evidence',
      {
        permission: 'edit_dispute',
        summary: 'Answer a dispute with evidence (needs_response → under_review)',
        description: 'Upload the files first with POST /api/files (purpose dispute_evidence) and give their ids.',
        params: disputeParams,
        body: disputeEvidenceBody,
        response: disputeEnvelope,
      },
      (scope, request) => submitEvidence(ctx, scope, request.params.id, request.body),
    );
    api.post(
      '/api/disputes/:id/simulate',
      {
        permission: 'edit_dispute',
        summary: 'Test mode: the simulated method decides the dispute (won, lost) or the payer withdraws it (resolved)',
        description:
          'won and lost decide a dispute under review; resolved closes an open one. Won or resolved returns the ' +
          'amount to the balance (dispute_resolved). Live mode answers 409 test_mode_only.',
        params: disputeParams,
        body: disputeSimulateBody,
        response: disputeEnvelope,
      },
      (scope, request) => simulateDispute(ctx, scope, request.params.id, request.body),
    );
  };
