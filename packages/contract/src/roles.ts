/**
 * Built-in roles (their permission sets arrive with the team and permissions work).
 * A member may hold several roles; the owner role grants everything.
 */
export const builtInRoles = ['owner', 'administrator', 'developer', 'finance', 'support', 'analyst'] as const;
export type BuiltInRole = (typeof builtInRoles)[number];

export const accountStatuses = ['normal', 'disabled'] as const;
export const activationStatuses = ['activated', 'inactivated'] as const;
export const merchantStatuses = ['normal', 'disabled'] as const;
export const memberStatuses = ['normal', 'banned'] as const;
export const inviteStatuses = ['inviting', 'accepted', 'expired'] as const;
export const businessTypes = ['payin', 'payout', 'recurring'] as const;
export type BusinessType = (typeof businessTypes)[number];
