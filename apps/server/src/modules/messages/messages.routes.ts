import {
  messageEnvelope,
  messageListEnvelope,
  messageListQuery,
  messagesReadAllEnvelope,
  messageUpdateBody,
} from '@paydeck/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { accountOf } from '../../core/request.ts';
import { markAllRead, markRead, messageById, messagePage } from './messages.service.ts';

const tags = ['messages'];
const messageParams = z.object({ id: z.string().max(64) });

/** The current account's messages (`Paydeck-Account`, else the selected one), in the reader's language: the bell and the messages pages. */
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
        data: await messagePage(ctx, accountOf(request).id, request.locale, request.query),
      }),
    );
    app.post(
      '/v1/messages/read_all',
      {
        config: { permission: 'edit_message' },
        schema: {
          tags,
          summary: 'Mark every unread message of the account read',
          response: { 200: messagesReadAllEnvelope },
        },
      },
      async (request) => ({ success: true as const, data: await markAllRead(ctx, accountOf(request).id) }),
    );
    app.get(
      '/v1/messages/:id',
      {
        config: { permission: 'list_messages' },
        schema: { tags, summary: 'One message', params: messageParams, response: { 200: messageEnvelope } },
      },
      async (request) => ({
        success: true as const,
        data: await messageById(ctx, accountOf(request).id, request.locale, request.params.id),
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
        data: await markRead(ctx, accountOf(request).id, request.locale, request.params.id),
      }),
    );
  };
