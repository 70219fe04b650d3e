import {
  webhookActionBody,
  webhookHistoryEnvelope,
  webhookHistoryListEnvelope,
  webhookHistoryListQuery,
  webhookHistoryParams,
  webhookQueuedEnvelope,
  webhookReplayBody,
  webhookReplayEnvelope,
} from '@paydeck/contract/webhooks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { operatorOf } from '../../core/request.ts';
import { merchantApiRoutes } from '../../infra/merchant-api-routes.ts';
import { historyDetail, historyPage, replayHistories, resendHistory } from './histories.service.ts';

/** Spec §7 `/api/webhook_histories` (developers/webhook_histories): every attempt, resends and replays. */
export const webhookHistoryRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const api = merchantApiRoutes(app, 'webhooks');
    api.get(
      '/api/webhook_histories',
      {
        permission: 'list_webhook_histories',
        summary: 'Delivery attempts, newest first',
        description:
          'Filters: endpoint_id, event_type, status (succeeded: a 2xx answer), time_created range. Payloads and ' +
          'response bodies are cut to 200 characters here; the detail has the first 16 KB of a response.',
        querystring: webhookHistoryListQuery,
        response: webhookHistoryListEnvelope,
      },
      (scope, request) => historyPage(ctx, scope, request.query),
    );
    api.get(
      '/api/webhook_histories/:id',
      {
        permission: 'list_webhook_histories',
        summary: 'One attempt, with what was sent and what came back',
        params: webhookHistoryParams,
        response: webhookHistoryEnvelope,
      },
      (scope, request) => historyDetail(ctx, scope, request.params.id),
    );
    api.post(
      '/api/webhook_histories/:id/resend',
      {
        permission: 'edit_webhook_endpoint',
        operation: { action: 'sent', source: 'webhook' },
        summary: 'Send what this attempt sent again (same body and webhook-id), with retries',
        security: 'session',
        params: webhookHistoryParams,
        body: webhookActionBody,
        response: webhookQueuedEnvelope,
      },
      (scope, request) => resendHistory(ctx, operatorOf(request), scope, request.params.id),
    );
    api.post(
      '/api/webhook_histories/replay',
      {
        permission: 'edit_webhook_endpoint',
        operation: { action: 'sent', source: 'webhook' },
        summary: 'Bulk replay: count what a filter matches (dry run), then send exactly that set again',
        description:
          'The set is every delivery, to an enabled endpoint, with an attempt matching the filter, each once. A dry ' +
          'run answers its count and `as_of`; replay with the same filter, `as_of` and `expected_count`. 409 ' +
          'webhook_replay_changed when the set is no longer the one counted. At most 10 a second per endpoint.',
        security: 'session',
        body: webhookReplayBody,
        response: webhookReplayEnvelope,
      },
      (scope, request) => replayHistories(ctx, operatorOf(request), scope, request.body),
    );
  };
