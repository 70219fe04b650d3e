/**
 * Built-in roles (their permission sets arrive with the team and permissions work).
 * A member may hold several roles; the owner role grants everything.
 */
export const builtInRoles = ['owner', 'administrator', 'developer', 'finance', 'support', 'analyst'] as const;
export type BuiltInRole = (typeof builtInRoles)[number];
/** Roles a member can be given or invited with: the owner role stays with the merchant's owner. */
export const assignableRoles = ['administrator', 'developer', 'finance', 'support', 'analyst'] as const;
export type AssignableRole = (typeof assignableRoles)[number];

export const accountStatuses = ['normal', 'disabled'] as const;
export const activationStatuses = ['activated', 'inactivated'] as const;
export const merchantStatuses = ['normal', 'disabled'] as const;
export const memberStatuses = ['normal', 'banned'] as const;
export const inviteStatuses = ['inviting', 'accepted', 'expired'] as const;
export type InviteStatus = (typeof inviteStatuses)[number];
export const businessTypes = ['payin', 'payout', 'recurring'] as const;
export type BusinessType = (typeof businessTypes)[number];
