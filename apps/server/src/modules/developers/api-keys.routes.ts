import {
  apiKeyCreateBody,
  apiKeyListEnvelope,
  apiKeyListQuery,
  apiKeyPairEnvelope,
  apiKeyRollBody,
  rolledApiKeyEnvelope,
} from '@paydeck/contract/api-keys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { operatorOf } from '../../core/request.ts';
import { merchantApiRoutes } from '../../infra/merchant-api-routes.ts';
import { apiKeyPage, createApiKeys, rollApiKey } from './api-keys.service.ts';

const keyParams = z.object({ id: z.string().max(64).meta({ example: 'key_4mQ8rT2vX9bN6cK1pL7sW3yZ' }) });

/**
 * Spec §7 `/api/keys` (developers/api_keys). Dashboard only: a key can't list, make or roll keys,
 * and every change is a user's act in the activity log.
 */
export const apiKeyRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const api = merchantApiRoutes(app, 'developers');
    api.get(
      '/api/keys',
      {
        permission: 'list_api_keys',
        summary: "The mode's API keys that still work: the current pair and rolled keys until they expire",
        security: 'session',
        querystring: apiKeyListQuery,
        response: apiKeyListEnvelope,
      },
      (scope, request) => apiKeyPage(ctx, scope, request.query),
    );
    api.post(
      '/api/keys',
      {
        permission: 'add_api_key',
        operation: { action: 'created', source: 'apiKey' },
        summary: "Make the mode's publishable and secret key (once; then roll them)",
        description:
          'The response holds the secret key in full: the only time it is shown. 409 when the mode has its keys.',
        security: 'session',
        body: apiKeyCreateBody,
        response: apiKeyPairEnvelope,
      },
      (scope, request) => createApiKeys(ctx, operatorOf(request), scope),
    );
    api.post(
      '/api/keys/:id/roll',
      {
        permission: 'edit_api_key',
        operation: { action: 'updated', source: 'apiKey', sourceId: { param: 'id' } },
        summary: 'Replace a key with a new one; the old key works on for the chosen time',
        description: 'The response holds a new secret key in full: the only time it is shown.',
        security: 'session',
        params: keyParams,
        body: apiKeyRollBody,
        response: rolledApiKeyEnvelope,
      },
      (scope, request) => rollApiKey(ctx, operatorOf(request), scope, request.params.id, request.body.expires_in),
    );
  };
