import {
  deletedInvitationEnvelope,
  invitationEnvelope,
  invitationListEnvelope,
  invitationListQuery,
  inviteBody,
} from '@paydeck/contract/team';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { accountOf, operatorOf } from '../../core/request.ts';
import { invitationPage, inviteMember, removeInvitation, resendInvitation } from './invites.service.ts';

const tags = ['team'];
const idParams = z.object({ id: z.string().max(64) });
// Each sends an email to an address the caller chooses: limited per client IP.
const emailRate = { bucket: 'invitation_email', max: 100, windowSeconds: 60 * 60 };

/** The invites tab of the team page, on the session's current account (spec §7 paths). */
export const inviteRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/v1/inviting_users',
      {
        config: { permission: 'list_invitations' },
        schema: {
          tags,
          summary: "The current account's invitations, newest first",
          querystring: invitationListQuery,
          response: { 200: invitationListEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await invitationPage(ctx, accountOf(request).id, request.query),
      }),
    );
    app.post(
      '/v1/invite',
      {
        config: {
          permission: 'invite_member',
          operation: { action: 'invited', source: 'member' },
          rateLimit: emailRate,
        },
        schema: {
          tags,
          summary: 'Invite someone to the current account by email',
          body: inviteBody,
          response: { 200: invitationEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await inviteMember(
          ctx,
          { operator: operatorOf(request), account: accountOf(request), locale: request.locale },
          request.body,
        ),
      }),
    );
    app.post(
      '/v1/inviting_send_mail/:id',
      {
        config: {
          permission: 'invite_resend_email',
          operation: { action: 'invited', source: 'member', sourceId: { param: 'id' } },
          rateLimit: emailRate,
        },
        schema: {
          tags,
          summary: 'Send an invitation again with a new link, valid 7 more days',
          params: idParams,
          response: { 200: invitationEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await resendInvitation(
          ctx,
          { operator: operatorOf(request), account: accountOf(request), locale: request.locale },
          request.params.id,
        ),
      }),
    );
    app.delete(
      '/v1/inviting_users/:id',
      {
        config: {
          permission: 'delete_invitation',
          operation: { action: 'deleted', source: 'member', sourceId: { param: 'id' } },
        },
        schema: {
          tags,
          summary: 'Delete an invitation; its link stops working',
          params: idParams,
          response: { 200: deletedInvitationEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await removeInvitation(ctx, operatorOf(request), accountOf(request), request.params.id),
      }),
    );
  };
