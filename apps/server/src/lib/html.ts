/** Text made safe inside HTML, element content or a quoted attribute alike. */
export const escapeHtml = (value: unknown): string => String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
