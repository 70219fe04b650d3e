import type { BuiltInRole } from './roles.ts';

/**
 * Permission names the server grants and checks, `<verb>_<resource>`. The verb decides the
 * web's access flag (spec §6): add/delete/cancel/invite → `can_<name>`, edit → `can_update`,
 * anything else (list, read, export, verify) → `can_read`.
 */
export const permissionNames = [
  'list_members',
  'edit_member_roles',
  'delete_member',
  'list_invitations',
  'invite_member',
  'invite_resend_email',
  'delete_invitation',
  'list_roles',
  'read_account',
  'edit_account',
  'list_bank_accounts',
  'add_bank_account',
  'edit_bank_account',
  'delete_bank_account',
  'list_activity_logs',
  'list_api_keys',
  'add_api_key',
  'edit_api_key',
  'list_webhook_endpoints',
  'add_webhook_endpoint',
  'edit_webhook_endpoint',
  'delete_webhook_endpoint',
  'list_webhook_histories',
  'list_customers',
  'add_customer',
  'edit_customer',
  'delete_customer',
  'list_mandates',
  'cancel_mandate',
  'list_subscriptions',
  'add_subscription',
  'cancel_subscription',
  'list_payments',
  'add_payment',
  'cancel_payment',
  'export_payments',
  'list_refunds',
  'add_refund',
  'list_disputes',
  'edit_dispute',
  'list_payment_methods',
  'edit_payment_method',
  'read_balance_summary',
  'list_balance_transactions',
  'export_balance_transactions',
  'list_settlements',
  'add_settlement',
  'list_payers',
  'add_payer',
  'edit_payer',
  'list_payees',
  'add_payee',
  'edit_payee',
  'list_payouts',
  'add_payout',
  'cancel_payout',
  'verify_payout',
  'list_payout_methods',
  'add_payout_method',
  'delete_payout_method',
  'list_tickets',
  'add_ticket',
  'list_exports',
  'add_export',
  'list_messages',
  'edit_message',
] as const;
export type PermissionName = (typeof permissionNames)[number];

/** What `GET /v1/accounts/{id}/permissions` returns for an owner (spec §6). */
export const allPermissions = 'all permissions';
export type PermissionGrant = PermissionName[] | typeof allPermissions;

/** Spec §6: these are forced off while an account is disabled, whatever the role grants. */
export const disabledAccountForcedOff: readonly PermissionName[] = [
  'edit_member_roles',
  'invite_member',
  'delete_invitation',
  'delete_member',
  'invite_resend_email',
  'edit_account',
  'add_customer',
  'cancel_subscription',
  'add_refund',
];

const readOnly = permissionNames.filter((name) => /^(list|read)_/.test(name));

/**
 * Built-in roles and what each grants (docs/roles.md shows the matrix). Owner holds every
 * permission and also the merchant itself; a member may hold several roles (the union applies).
 */
export const rolePermissions: Record<BuiltInRole, readonly PermissionName[]> = {
  owner: permissionNames,
  administrator: permissionNames,
  developer: [
    'read_account',
    'list_roles',
    'list_activity_logs',
    'list_api_keys',
    'add_api_key',
    'edit_api_key',
    'list_webhook_endpoints',
    'add_webhook_endpoint',
    'edit_webhook_endpoint',
    'delete_webhook_endpoint',
    'list_webhook_histories',
    'list_customers',
    'list_mandates',
    'list_subscriptions',
    'list_payments',
    'add_payment',
    'list_refunds',
    'list_disputes',
    'list_payment_methods',
    'list_payers',
    'list_payees',
    'list_payouts',
    'list_payout_methods',
    'list_tickets',
    'add_ticket',
    'list_messages',
    'edit_message',
  ],
  finance: [
    'read_account',
    'list_roles',
    'list_bank_accounts',
    'add_bank_account',
    'edit_bank_account',
    'delete_bank_account',
    'list_customers',
    'list_mandates',
    'list_subscriptions',
    'list_payments',
    'export_payments',
    'list_refunds',
    'add_refund',
    'list_disputes',
    'edit_dispute',
    'list_payment_methods',
    'read_balance_summary',
    'list_balance_transactions',
    'export_balance_transactions',
    'list_settlements',
    'add_settlement',
    'list_payers',
    'add_payer',
    'edit_payer',
    'list_payees',
    'add_payee',
    'edit_payee',
    'list_payouts',
    'add_payout',
    'cancel_payout',
    'verify_payout',
    'list_payout_methods',
    'add_payout_method',
    'delete_payout_method',
    'list_tickets',
    'add_ticket',
    'list_exports',
    'add_export',
    'list_messages',
    'edit_message',
  ],
  support: [
    'read_account',
    'list_roles',
    'list_customers',
    'add_customer',
    'edit_customer',
    'list_mandates',
    'list_subscriptions',
    'cancel_subscription',
    'list_payments',
    'list_refunds',
    'add_refund',
    'list_disputes',
    'edit_dispute',
    'list_payment_methods',
    'list_tickets',
    'add_ticket',
    'list_messages',
    'edit_message',
  ],
  analyst: readOnly,
};

/** Role groups of the roles page (spec §3: group name, role, description). */
export const roleGroups: Record<BuiltInRole, 'management' | 'operations' | 'read_only'> = {
  owner: 'management',
  administrator: 'management',
  developer: 'operations',
  finance: 'operations',
  support: 'operations',
  analyst: 'read_only',
};

/** The union of several roles' permissions, minus what a disabled account forces off. */
export const grantOf = (roles: readonly BuiltInRole[], accountDisabled: boolean): PermissionGrant => {
  if (roles.includes('owner') && !accountDisabled) return allPermissions;
  const granted = new Set(roles.flatMap((role) => rolePermissions[role]));
  if (accountDisabled) for (const name of disabledAccountForcedOff) granted.delete(name);
  return permissionNames.filter((name) => granted.has(name));
};

export const hasPermission = (grant: PermissionGrant, name: PermissionName) =>
  grant === allPermissions || grant.includes(name);

/** Spec §6 name mapping: add/delete/cancel/invite keep their name, edit → can_update, others → can_read. */
export const accessFlagOf = (name: string): string => {
  const [verb] = name.split('_');
  if (verb === 'add' || verb === 'delete' || verb === 'cancel' || verb === 'invite') return `can_${name}`;
  if (verb === 'edit') return 'can_update';
  return 'can_read';
};
