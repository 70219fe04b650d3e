/**
 * Ticket values without zod, so the web's ticket form checks the same rules (spec §5 tickets):
 * category, description and priority required; at most 2 attachments, each under 10 MB, of the
 * listed formats (checked by content on the server too).
 */

/** Spec §4 ticket states: support's turn, the merchant's turn, closed (no more replies), archived. */
export const ticketStatuses = ['waiting_service_reply', 'waiting_user_reply', 'closed', 'archived'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

/** Spec §3 ticket priorities. */
export const ticketPriorities = ['low', 'normal', 'high'] as const;
export type TicketPriority = (typeof ticketPriorities)[number];

/** The categories support sorts tickets by; the provider changes this list with a release. */
export const ticketCategories = [
  'payments',
  'refunds_disputes',
  'subscriptions',
  'payouts',
  'balance_settlements',
  'account',
  'developers',
  'other',
] as const;
export type TicketCategory = (typeof ticketCategories)[number];

/** The record pages that offer "Get help with this": the ticket names the record. */
export const ticketSourceTypes = ['payment', 'refund', 'dispute', 'payout', 'settlement'] as const;
export type TicketSourceType = (typeof ticketSourceTypes)[number];

/** Spec §5 attachment formats. */
export const ticketAttachmentTypes = [
  'jpg',
  'jpeg',
  'png',
  'webp',
  'txt',
  'doc',
  'xls',
  'zip',
  'rar',
  'xlsx',
  'docx',
] as const;
export const ticketAttachmentsMax = 2;
/** "Each under 10 MB": a file of exactly 10 MB is refused. */
export const ticketAttachmentMaxBytes = 10 * 1024 * 1024 - 1;
export const ticketTitleMax = 200;
export const ticketDescriptionMax = 5000;

/** Whether a ticket takes replies: spec §4, a closed (or archived) ticket cannot be replied to. */
export const ticketTakesReplies = (status: TicketStatus) =>
  status === 'waiting_service_reply' || status === 'waiting_user_reply';
