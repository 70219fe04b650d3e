import {
  memberEnvelope,
  memberListEnvelope,
  memberListQuery,
  removedMemberEnvelope,
  userRolesBody,
} from '@paydeck/contract/team';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { accountOf, operatorOf } from '../../core/request.ts';
import { changeMemberRoles, memberPage, removeMember } from './members.service.ts';

const tags = ['team'];

/** The members tab of the team page, on the session's current account (spec §7 paths). */
export const memberRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/v1/members',
      {
        config: { permission: 'list_members' },
        schema: {
          tags,
          summary: "The current account's members, newest first",
          querystring: memberListQuery,
          response: { 200: memberListEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await memberPage(ctx, accountOf(request).id, request.query),
      }),
    );
    app.put(
      '/v1/user_roles',
      {
        config: {
          permission: 'edit_member_roles',
          operation: { action: 'updatedRoles', source: 'member', sourceId: { body: 'user_id' } },
        },
        schema: {
          tags,
          summary: "Replace a member's roles (not the owner's)",
          body: userRolesBody,
          response: { 200: memberEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await changeMemberRoles(ctx, operatorOf(request), accountOf(request), request.body),
      }),
    );
    app.delete(
      '/v1/remove_member/:id',
      {
        config: {
          permission: 'delete_member',
          operation: { action: 'deleted', source: 'member', sourceId: { param: 'id' } },
        },
        schema: {
          tags,
          summary: 'Remove a member (not the owner) from the current account',
          params: z.object({ id: z.string().max(64).meta({ description: "The member's user id." }) }),
          response: { 200: removedMemberEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await removeMember(ctx, operatorOf(request), accountOf(request), request.params.id),
      }),
    );
  };
