import {
  apiKeyCreateBody,
  apiKeyListEnvelope,
  apiKeyListQuery,
  apiKeyPairEnvelope,
  apiKeyRollBody,
  rolledApiKeyEnvelope,
} from '@paydeck/contract/api-keys';
import { merchantApiQuery } from '@paydeck/contract/merchant-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { operatorOf, scopeOf } from '../../core/request.ts';
import { apiKeyPage, createApiKeys, rollApiKey } from './api-keys.service.ts';

const tags = ['developers'];

/**
 * Spec §7 `/api/keys` (developers/api_keys). Dashboard only: a key can't list, make or roll keys,
 * and every change is a user's act in the activity log.
 */
export const apiKeyRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/keys',
      {
        config: { permission: 'list_api_keys' },
        schema: {
          tags,
          summary: "The mode's API keys that still work: the current pair and rolled keys until they expire",
          querystring: apiKeyListQuery,
          response: { 200: apiKeyListEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await apiKeyPage(ctx, scopeOf(request), request.query),
      }),
    );
    app.post(
      '/api/keys',
      {
        config: { permission: 'add_api_key', operation: { action: 'created', source: 'apiKey' } },
        schema: {
          tags,
          summary: "Make the mode's publishable and secret key (once; then roll them)",
          description:
            'The response holds the secret key in full: the only time it is shown. 409 when the mode has its keys.',
          querystring: merchantApiQuery,
          body: apiKeyCreateBody,
          response: { 200: apiKeyPairEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await createApiKeys(ctx, operatorOf(request), scopeOf(request)),
      }),
    );
    app.post(
      '/api/keys/:id/roll',
      {
        config: {
          permission: 'edit_api_key',
          operation: { action: 'updated', source: 'apiKey', sourceId: { param: 'id' } },
        },
        schema: {
          tags,
          summary: 'Replace a key with a new one; the old key works on for the chosen time',
          description: 'The response holds a new secret key in full: the only time it is shown.',
          params: z.object({ id: z.string().max(64).meta({ example: 'key_4mQ8rT2vX9bN6cK1pL7sW3yZ' }) }),
          querystring: merchantApiQuery,
          body: apiKeyRollBody,
          response: { 200: rolledApiKeyEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await rollApiKey(ctx, operatorOf(request), scopeOf(request), request.params.id, request.body.expires_in),
      }),
    );
  };
