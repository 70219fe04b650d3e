/** Message values without zod, so the web's messages pages don't ship a schema library. */
export const messageStatuses = ['read', 'unread'] as const;
export type MessageStatus = (typeof messageStatuses)[number];
