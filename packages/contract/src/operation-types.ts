/**
 * Operation log (activity log) values without zod, so the web can label and filter with them
 * without shipping a schema library (the zod schemas in operations.ts build on these).
 */

/** Spec §3 operation actions. */
export const operationActions = ['created', 'invited', 'updated', 'deleted', 'updatedRoles'] as const;
export type OperationAction = (typeof operationActions)[number];

/**
 * Spec §3 operation sources, plus `account` and `paymentMethod`: account settings (settlement
 * currencies, unique reference mode) and enabling or disabling a payment method change how money
 * moves, so their edits are logged too.
 */
export const operationSourceTypes = [
  'member',
  'apiKey',
  'webhook',
  'settlement',
  'bankAccount',
  'account',
  'paymentMethod',
] as const;
export type OperationSourceType = (typeof operationSourceTypes)[number];
