import { messageEnvelope, messageListEnvelope, messageListQuery, messageUpdateBody } from '@paydeck/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { accountOf } from '../../core/request.ts';
import { markRead, messageById, messagePage } from './messages.service.ts';

const tags = ['messages'];
const messageParams = z.object({ id: z.string().max(64) });

/** The current account's messages (`Paydeck-Account`, else the selected one): the bell and the messages pages. */
export const messageRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/v1/messages',
      {
        config: { permission: 'list_messages' },
        schema: {
          tags,
          summary: "The current account's messages, newest first",
          querystring: messageListQuery,
          response: { 200: messageListEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await messagePage(ctx, accountOf(request).id, request.query),
      }),
    );
    app.get(
      '/v1/messages/:id',
      {
        config: { permission: 'list_messages' },
        schema: { tags, summary: 'One message', params: messageParams, response: { 200: messageEnvelope } },
      },
      async (request) => ({
        success: true as const,
        data: await messageById(ctx, accountOf(request).id, request.params.id),
      }),
    );
    app.put(
      '/v1/messages/:id',
      {
        config: { permission: 'edit_message' },
        schema: {
          tags,
          summary: 'Mark a message read',
          params: messageParams,
          body: messageUpdateBody,
          response: { 200: messageEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await markRead(ctx, accountOf(request).id, request.params.id),
      }),
    );
  };
