import { accessFlagOf, allPermissions, type PermissionGrant, type PermissionName } from './permissions.ts';

/**
 * The named access checks of spec §6 that gate routes and menu entries, each with the permission
 * names that feed it. A check is granted when any of its names is; its flags come from the §6
 * name mapping. Parents (transaction, balance, payoutManage, team, developer, setting) are
 * granted when any child is.
 */
export const accessChecks = {
  payment: ['list_payments', 'add_payment', 'cancel_payment', 'export_payments'],
  refund: ['list_refunds', 'add_refund'],
  dispute: ['list_disputes', 'edit_dispute'],
  customer: ['list_customers', 'add_customer', 'edit_customer', 'delete_customer'],
  mandate: ['list_mandates', 'cancel_mandate'],
  subscription: ['list_subscriptions', 'add_subscription', 'cancel_subscription'],
  summary: ['read_balance_summary'],
  balanceTransaction: ['list_balance_transactions', 'export_balance_transactions'],
  settlement: ['list_settlements', 'add_settlement'],
  payer: ['list_payers', 'add_payer', 'edit_payer'],
  payee: ['list_payees', 'add_payee', 'edit_payee'],
  payout: ['list_payouts', 'add_payout', 'cancel_payout'],
  verify: ['verify_payout'],
  payout_method: ['list_payout_methods', 'add_payout_method', 'delete_payout_method'],
  members: ['list_members', 'edit_member_roles', 'delete_member'],
  invites: ['list_invitations', 'invite_member', 'invite_resend_email', 'delete_invitation'],
  roles: ['list_roles'],
  api_keys: ['list_api_keys', 'add_api_key', 'edit_api_key'],
  webhook_endpoint: [
    'list_webhook_endpoints',
    'add_webhook_endpoint',
    'edit_webhook_endpoint',
    'delete_webhook_endpoint',
    'list_webhook_histories',
  ],
  payment_method: ['list_payment_methods', 'edit_payment_method'],
  account: ['read_account', 'edit_account'],
  withdrawal: ['list_bank_accounts', 'add_bank_account', 'edit_bank_account', 'delete_bank_account'],
  activity_logs: ['list_activity_logs'],
  tickets: ['list_tickets', 'add_ticket'],
  exports: ['list_exports', 'add_export'],
  messages: ['list_messages', 'edit_message'],
} as const satisfies Record<string, readonly PermissionName[]>;
export type LeafAccessCheck = keyof typeof accessChecks;

export const parentAccessChecks = {
  transaction: ['payment', 'refund', 'dispute'],
  balance: ['summary', 'balanceTransaction', 'settlement'],
  payoutManage: ['payer', 'payee', 'payout', 'verify', 'payout_method'],
  team: ['members', 'invites', 'roles'],
  developer: ['api_keys', 'webhook_endpoint'],
  setting: ['account', 'withdrawal'],
} as const satisfies Record<string, readonly LeafAccessCheck[]>;
export type ParentAccessCheck = keyof typeof parentAccessChecks;
export type AccessCheck = LeafAccessCheck | ParentAccessCheck;

/** One check's flags: `can_read`, `can_update`, `can_add_refund`… and whether it is granted at all. */
export type AccessFlags = { granted: boolean; flags: Record<string, boolean> };
export type Access = Record<AccessCheck, AccessFlags>;

/** Builds every named check from the server's grant (a list of names or 'all permissions'). */
export const buildAccess = (grant: PermissionGrant): Access => {
  const has = (name: PermissionName) => grant === allPermissions || grant.includes(name);
  const access = {} as Access;
  for (const [check, names] of Object.entries(accessChecks) as [LeafAccessCheck, readonly PermissionName[]][]) {
    const flags: Record<string, boolean> = {};
    for (const name of names) if (has(name)) flags[accessFlagOf(name)] = true;
    access[check] = { granted: Object.keys(flags).length > 0, flags };
  }
  for (const [parent, children] of Object.entries(parentAccessChecks) as [
    ParentAccessCheck,
    readonly LeafAccessCheck[],
  ][]) {
    access[parent] = { granted: children.some((child) => access[child].granted), flags: {} };
  }
  return access;
};
