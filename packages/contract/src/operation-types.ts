/**
 * Operation log (activity log) values without zod, so the web can label and filter with them
 * without shipping a schema library (the zod schemas in operations.ts build on these).
 */

/**
 * Spec §3 operation actions, plus `used` (a one-time 2FA recovery code was spent), and a payout's
 * `canceled` and `verified`: a user's acts that move money.
 */
export const operationActions = [
  'created',
  'invited',
  'updated',
  'deleted',
  'updatedRoles',
  'used',
  'revealed',
  'sent',
  'canceled',
  'verified',
] as const;
export type OperationAction = (typeof operationActions)[number];

/**
 * Spec §3 operation sources, plus `account`, `paymentMethod` and `payer`: account settings
 * (settlement currencies, unique reference mode) and enabling or disabling a payment method change
 * how money moves, and a payer's details and identity documents are what a payout is checked
 * against (spec §9), so their edits are logged too. `twoFactor` and `recoveryCode` are the user's own 2FA
 * changes; they belong to no account (the rows' account is null) and show in the user's own log.
 */
export const operationSourceTypes = [
  'member',
  'apiKey',
  'webhook',
  'settlement',
  'bankAccount',
  'account',
  'paymentMethod',
  'payer',
  'twoFactor',
  'recoveryCode',
  'payout',
  'ticket',
] as const;
export type OperationSourceType = (typeof operationSourceTypes)[number];
