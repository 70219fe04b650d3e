/**
 * Recurring values without zod (spec §3 mandate and subscription fields, §4 their statuses), so the
 * web can label, filter and colour with them without shipping a schema library. The zod schemas
 * in recurring.ts build on these.
 */

/** Spec §4 mandate statuses. */
export const mandateStatuses = ['created', 'pending', 'succeeded', 'failed', 'canceled'] as const;
export type MandateStatus = (typeof mandateStatuses)[number];

/** Spec §4 subscription statuses. */
export const subscriptionStatuses = ['created', 'trialing', 'active', 'canceled', 'completed', 'incomplete'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** Spec §3 interval units. */
export const intervalUnits = ['year', 'quarter', 'month', 'week', 'day'] as const;
export type IntervalUnit = (typeof intervalUnits)[number];

/**
 * The most charges a subscription can have ("times"): ten years of daily charges. A longer
 * agreement is a new subscription.
 */
export const maxIntervalCount = 3650;
