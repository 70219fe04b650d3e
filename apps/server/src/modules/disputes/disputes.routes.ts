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
import { merchantApiQuery } from '@paydeck/contract/merchant-api';
import { disputeResponseDays } from '@paydeck/contract/payin-types';
import { paymentParams } from '@paydeck/contract/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { scopeOf } from '../../core/request.ts';
import { merchantApiSecurity } from '../../infra/openapi.ts';
import {
  acceptDispute,
  disputeDetail,
  disputePage,
  openDispute,
  simulateDispute,
  submitEvidence,
} from './disputes.service.ts';

const tags = ['disputes'];
const security = merchantApiSecurity.sessionOrSecretKey;

/** Spec §2 transaction/disputes: the list, the detail, and the merchant's answer. */
export const disputeRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/payments/:id/dispute',
      {
        config: { permission: 'edit_dispute' },
        schema: {
          tags,
          summary: 'Test mode: the payer disputes a paid payment',
          description:
            `Opens a chargeback needing a response within ${disputeResponseDays} days (time_expired); its amount is ` +
            'withdrawn from the balance at once. Live mode answers 409 test_mode_only: live disputes come from the payment method.',
          security,
          params: paymentParams,
          querystring: merchantApiQuery,
          body: disputeCreateBody,
          response: { 200: disputeEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await openDispute(ctx, scopeOf(request), request.params.id, request.body),
      }),
    );
    app.get(
      '/api/disputes',
      {
        config: { permission: 'list_disputes' },
        schema: {
          tags,
          summary: 'Disputes, newest first',
          security,
          querystring: disputeListQuery,
          response: { 200: disputeListEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await disputePage(ctx, scopeOf(request), request.query),
      }),
    );
    app.get(
      '/api/disputes/:id',
      {
        config: { permission: 'list_disputes' },
        schema: {
          tags,
          summary: 'One dispute, with the evidence submitted',
          security,
          params: disputeParams,
          querystring: merchantApiQuery,
          response: { 200: disputeEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await disputeDetail(ctx, scopeOf(request), request.params.id),
      }),
    );
    app.post(
      '/api/disputes/:id/accept',
      {
        config: { permission: 'edit_dispute' },
        schema: {
          tags,
          summary: 'Accept a dispute: the amount stays with the payer (needs_response → accepted)',
          security,
          params: disputeParams,
          querystring: merchantApiQuery,
          body: disputeActionBody,
          response: { 200: disputeEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await acceptDispute(ctx, scopeOf(request), request.params.id),
      }),
    );
    app.post(
      '/api/disputes/:id/evidence',
      {
        config: { permission: 'edit_dispute' },
        schema: {
          tags,
          summary: 'Answer a dispute with evidence (needs_response → under_review)',
          description: 'Upload the files first with POST /api/files (purpose dispute_evidence) and give their ids.',
          security,
          params: disputeParams,
          querystring: merchantApiQuery,
          body: disputeEvidenceBody,
          response: { 200: disputeEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await submitEvidence(ctx, scopeOf(request), request.params.id, request.body),
      }),
    );
    app.post(
      '/api/disputes/:id/simulate',
      {
        config: { permission: 'edit_dispute' },
        schema: {
          tags,
          summary:
            'Test mode: the simulated method decides the dispute (won, lost) or the payer withdraws it (resolved)',
          description:
            'won and lost decide a dispute under review; resolved closes an open one. Won or resolved returns the ' +
            'amount to the balance (dispute_resolved). Live mode answers 409 test_mode_only.',
          security,
          params: disputeParams,
          querystring: merchantApiQuery,
          body: disputeSimulateBody,
          response: { 200: disputeEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await simulateDispute(ctx, scopeOf(request), request.params.id, request.body),
      }),
    );
  };
