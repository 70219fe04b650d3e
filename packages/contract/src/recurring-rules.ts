/**
 * Recurring values without zod (spec §3 mandate and subscription fields), so the web can label and
 * filter with them without shipping a schema library.
 */

/** Spec §3 interval units. */
export const intervalUnits = ['year', 'quarter', 'month', 'week', 'day'] as const;
export type IntervalUnit = (typeof intervalUnits)[number];
