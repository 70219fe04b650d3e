import {
  acceptInvitationBody,
  acceptInvitationResultEnvelope,
  invitationPreviewEnvelope,
  oneTimeToken,
} from '@paydeck/contract/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requestMeta } from '../identity/request-meta.ts';
import { acceptInvitation, previewInvitation } from './invitations.service.ts';

const tokenRate = { rateLimit: { bucket: 'token_ip', max: 30, windowSeconds: 60 } };

/** The invitee's side of a team invitation (the team's side arrives with the team pages). */
export const invitationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/v1/invitation',
      {
        config: tokenRate,
        schema: {
          tags: ['team'],
          summary: 'What a pending invitation leads to, by its emailed token',
          security: [],
          querystring: z.object({ token: oneTimeToken }),
          response: { 200: invitationPreviewEnvelope },
        },
      },
      async (request) => ({ success: true as const, data: await previewInvitation(ctx, request.query.token) }),
    );
    app.post(
      '/v1/accept_invitation',
      {
        config: tokenRate,
        schema: {
          tags: ['team'],
          summary: 'Accept an invitation: a new user sets a password; a signed-in user joins',
          security: [{ session: [] }, {}],
          body: acceptInvitationBody,
          response: { 200: acceptInvitationResultEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await acceptInvitation(ctx, request.session, request.body, requestMeta(request)),
      }),
    );
  };
