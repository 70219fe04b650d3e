/**
 * The header a session call names its account with (`Paydeck-Account`): the dashboard sends the
 * account of the page the call comes from, so two tabs on two accounts each act on their own. A
 * plain constant, so the browser imports it without zod.
 */
export const accountHeader = 'paydeck-account';
