import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { envelope, listPage, listQuery } from './envelope.ts';
import { permissionNames } from './permissions.ts';
import { roleGroupKeys } from './role-texts.ts';
import { assignableRoles, builtInRoles, inviteStatuses, memberStatuses } from './roles.ts';
import { memberRolesMax, memberRolesMin } from './team-rules.ts';

const unixSeconds = z.number().int().meta({ description: 'Unix time in seconds.' });

/** Spec §3 "Member" of the current account. */
export const member = z
  .object({
    user_id: z.string(),
    email: z.string(),
    roles: z.array(z.enum(builtInRoles)).meta({ description: 'A member may hold several roles.' }),
    status: z.enum(memberStatuses),
    is_owner: z.boolean(),
    time_joined: unixSeconds,
  })
  .meta({ id: 'Member' });
export type Member = z.output<typeof member>;
export const memberEnvelope = envelope(member);
export const memberListEnvelope = envelope(listPage(member));

export const memberListQuery = listQuery.extend({ status: z.enum(memberStatuses).optional() });
export type MemberListQuery = z.infer<typeof memberListQuery>;

/** Spec §7 `PUT /v1/user_roles` (the form labelled 'Roles'). */
export const userRolesBody = z
  .object({
    user_id: z.string().max(64),
    roles: z
      .array(z.enum(assignableRoles))
      .min(memberRolesMin)
      .max(memberRolesMax)
      .meta({ description: "One or more built-in roles; 'owner' stays with the merchant's owner." }),
  })
  .meta({ id: 'UserRolesBody' });
export type UserRolesBody = z.input<typeof userRolesBody>;

export const removedMember = z.object({ user_id: z.string() }).meta({ id: 'RemovedMember' });
export const removedMemberEnvelope = envelope(removedMember);

/** Spec §7 `POST /v1/invite`. */
export const inviteBody = z.object({ email: emailSchema, role: z.enum(assignableRoles) }).meta({ id: 'InviteBody' });
export type InviteBody = z.input<typeof inviteBody>;

/** Spec §3 "Invite"; `expired` is also shown for a pending one past its `time_expired`. */
export const invitation = z
  .object({
    id: z.string(),
    email: z.string(),
    roles: z.array(z.enum(builtInRoles)),
    status: z.enum(inviteStatuses),
    invited_by_email: z.string(),
    time_created: unixSeconds.meta({ description: 'When it was sent (time invited).' }),
    time_expired: unixSeconds,
    time_accepted: unixSeconds.nullable(),
  })
  .meta({ id: 'Invitation' });
export type Invitation = z.output<typeof invitation>;
export const invitationEnvelope = envelope(invitation);
export const invitationListEnvelope = envelope(listPage(invitation));

export const invitationListQuery = listQuery.extend({ status: z.enum(inviteStatuses).optional() });
export type InvitationListQuery = z.infer<typeof invitationListQuery>;

export const deletedInvitation = z.object({ id: z.string() }).meta({ id: 'DeletedInvitation' });
export const deletedInvitationEnvelope = envelope(deletedInvitation);

/** The roles page (spec §3 "Role": group name, role, description), in the request's language. */
export const roleCatalogue = z
  .object({
    groups: z.array(
      z.object({
        key: z.enum(roleGroupKeys),
        name: z.string(),
        roles: z.array(
          z.object({
            role: z.enum(builtInRoles),
            name: z.string(),
            description: z.string(),
            assignable: z.boolean().meta({ description: 'Can be given to a member or an invitation.' }),
            permissions: z.array(z.enum(permissionNames)),
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'RoleCatalogue' });
export type RoleCatalogue = z.output<typeof roleCatalogue>;
export const roleCatalogueEnvelope = envelope(roleCatalogue);
