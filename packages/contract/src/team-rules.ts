import { type AssignableRole, assignableRoles } from './roles.ts';

/**
 * Team rules without zod, so the dashboard's role forms apply exactly the server's rule without
 * shipping a schema library (the zod schemas in team.ts build on these).
 */

/** Spec §5 "Modify role: role required": a member keeps at least one role, at most every assignable one. */
export const memberRolesMin = 1;
export const memberRolesMax = assignableRoles.length;

export const isAssignableRole = (value: unknown): value is AssignableRole =>
  (assignableRoles as readonly unknown[]).includes(value);

export const isValidMemberRoles = (roles: readonly unknown[]) =>
  roles.length >= memberRolesMin && roles.length <= memberRolesMax && roles.every(isAssignableRole);
