/** Export values without zod, so the web's exports page and Export buttons don't load it. */

/** Spec §3 export sources: the lists a user can export (and refunds, which the list pages offer too). */
export const exportSourceTypes = ['payment', 'refund', 'balance_transaction'] as const;
export type ExportSourceType = (typeof exportSourceTypes)[number];

/** Spec §4 export statuses. */
export const exportStatuses = ['created', 'processing', 'processed', 'expired', 'failed'] as const;
export type ExportStatus = (typeof exportStatuses)[number];

/** A processed export's file is kept this long, then the sweep expires it and deletes the data. */
export const exportLifetimeDays = 7;
