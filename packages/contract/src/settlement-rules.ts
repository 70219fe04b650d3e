/**
 * Settlement values without zod, so the web's withdraw dialog and settlements list use exactly
 * what the server checks (settlements.ts builds its schemas on these).
 */

/** Spec §4 settlement: the provider pays it, or it is canceled or fails (funds and fee returned). */
export const settlementStatuses = ['pending', 'paid', 'canceled', 'failed'] as const;
export type SettlementStatus = (typeof settlementStatuses)[number];

export const settlementDescriptionMaxLength = 255;
