import {
  webhookEndpointCreateBody,
  webhookEndpointEnvelope,
  webhookEndpointListEnvelope,
  webhookEndpointListQuery,
  webhookEndpointParams,
  webhookEndpointUpdateBody,
  webhookQueuedEnvelope,
  webhookSecretEnvelope,
  webhookSecretRollBody,
  webhookTestBody,
} from '@paydeck/contract/webhooks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { operatorOf } from '../../core/request.ts';
import { merchantApiRoutes } from '../../infra/merchant-api-routes.ts';
import {
  createEndpoint,
  editEndpoint,
  endpointDetail,
  endpointPage,
  removeEndpoint,
  revealSecret,
  rollSecret,
} from './endpoints.service.ts';
import { sendTestEvent } from './histories.service.ts';

const sourceId = { param: 'id' } as const;

/**
 * Spec §7 `/api/webhook_endpoints` (developers/webhooks). Dashboard only, like API keys: an
 * endpoint's secret is a credential, and every change is a user's act in the activity log.
 */
export const webhookEndpointRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const api = merchantApiRoutes(app, 'webhooks');
    api.get(
      '/api/webhook_endpoints',
      {
        permission: 'list_webhook_endpoints',
        summary: "The mode's webhook endpoints, newest first",
        security: 'session',
        querystring: webhookEndpointListQuery,
        response: webhookEndpointListEnvelope,
      },
      (scope, request) => endpointPage(ctx, scope, request.query),
    );
    api.post(
      '/api/webhook_endpoints',
      {
        permission: 'add_webhook_endpoint',
        operation: { action: 'created', source: 'webhook' },
        summary: 'Add an endpoint: where events of this mode are posted',
        description:
          'A valid URL (https in live mode, 422 webhook_url_https_required) and at least one event type, or `*`. ' +
          'A signing secret is made with it: reveal it with GET /api/webhook_endpoints/{id}/secret.',
        security: 'session',
        body: webhookEndpointCreateBody,
        response: webhookEndpointEnvelope,
      },
      (scope, request) => createEndpoint(ctx, operatorOf(request), scope, request.body),
    );
    api.get(
      '/api/webhook_endpoints/:id',
      {
        permission: 'list_webhook_endpoints',
        summary: 'One webhook endpoint',
        security: 'session',
        params: webhookEndpointParams,
        response: webhookEndpointEnvelope,
      },
      (scope, request) => endpointDetail(ctx, scope, request.params.id),
    );
    api.put(
      '/api/webhook_endpoints/:id',
      {
        permission: 'edit_webhook_endpoint',
        operation: { action: 'updated', source: 'webhook', sourceId },
        summary: 'Change an endpoint, or enable or disable it',
        description:
          'Events that happen while an endpoint is disabled are not sent to it, also after it is enabled again.',
        security: 'session',
        params: webhookEndpointParams,
        body: webhookEndpointUpdateBody,
        response: webhookEndpointEnvelope,
      },
      (scope, request) => editEndpoint(ctx, operatorOf(request), scope, request.params.id, request.body),
    );
    api.delete(
      '/api/webhook_endpoints/:id',
      {
        permission: 'delete_webhook_endpoint',
        operation: { action: 'deleted', source: 'webhook', sourceId },
        summary: 'Delete an endpoint, with its queued deliveries and its histories',
        security: 'session',
        params: webhookEndpointParams,
        response: webhookEndpointEnvelope,
      },
      (scope, request) => removeEndpoint(ctx, operatorOf(request), scope, request.params.id),
    );
    api.get(
      '/api/webhook_endpoints/:id/secret',
      {
        permission: 'edit_webhook_endpoint',
        operation: { action: 'revealed', source: 'webhook', sourceId },
        summary: 'Reveal the signing secret (each reveal is in the activity log)',
        security: 'session',
        params: webhookEndpointParams,
        response: webhookSecretEnvelope,
      },
      (scope, request) => revealSecret(ctx, operatorOf(request), scope, request.params.id),
    );
    api.post(
      '/api/webhook_endpoints/:id/roll_secret',
      {
        permission: 'edit_webhook_endpoint',
        operation: { action: 'updated', source: 'webhook', sourceId },
        summary: 'Make a new signing secret; the old one keeps signing beside it for the chosen time',
        security: 'session',
        params: webhookEndpointParams,
        body: webhookSecretRollBody,
        response: webhookSecretEnvelope,
      },
      (scope, request) => rollSecret(ctx, operatorOf(request), scope, request.params.id, request.body.expires_in),
    );
    api.post(
      '/api/webhook_endpoints/:id/test',
      {
        permission: 'edit_webhook_endpoint',
        operation: { action: 'sent', source: 'webhook', sourceId },
        summary: 'Send a test event of any type to this endpoint',
        description:
          'A sample object in a status of that type, with an event id starting `evt_test_`; its attempts appear ' +
          'in the webhook histories. 409 webhook_endpoint_disabled for a disabled endpoint.',
        security: 'session',
        params: webhookEndpointParams,
        body: webhookTestBody,
        response: webhookQueuedEnvelope,
      },
      (scope, request) => sendTestEvent(ctx, operatorOf(request), scope, request.params.id, request.body.type),
    );
  };
