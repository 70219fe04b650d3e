import { accountOperationListQuery, operationListQuery, operationLogListEnvelope } from '@paydeck/contract/operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { accountOf, sessionOf } from '../../core/request.ts';
import { accountOperationPage, ownOperationPage } from './operations.service.ts';

const tags = ['operations'];

/** The activity log: the user's own actions (`/operations`, profile tab) and an account's. */
export const operationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/v1/operations',
      {
        schema: {
          tags,
          summary: "The signed-in user's own operations across their accounts, newest first",
          querystring: operationListQuery,
          response: { 200: operationLogListEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await ownOperationPage(ctx, sessionOf(request).userId, request.query),
      }),
    );
    app.get(
      '/v1/accounts/:accountId/operations',
      {
        config: { permission: 'list_activity_logs' },
        schema: {
          tags,
          summary: "An account's operation log, refused attempts included, newest first",
          params: z.object({ accountId: z.string().max(64) }),
          querystring: accountOperationListQuery,
          response: { 200: operationLogListEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await accountOperationPage(ctx, accountOf(request).id, request.query),
      }),
    );
  };
