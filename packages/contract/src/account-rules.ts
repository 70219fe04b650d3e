/** Account limits without zod, so the dashboard applies the server's numbers without shipping a schema library. */

/** Spec §9: a merchant has at most 10 accounts. */
export const maxAccountsPerMerchant = 10;
export const accountNameMaxLength = 255;
