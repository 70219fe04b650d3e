import { z } from 'zod';
import { envelope, listPage, listQuery } from './envelope.ts';
import { unixSeconds } from './payin-fields.ts';
import {
  ticketCategories,
  ticketDescriptionMax,
  ticketPriorities,
  ticketSourceTypes,
  ticketStatuses,
  ticketTitleMax,
} from './ticket-rules.ts';

export const ticketAttachment = z
  .object({ id: z.string(), filename: z.string(), content_type: z.string(), size: z.number().int() })
  .meta({ id: 'TicketAttachment' });

/** One turn of the conversation: the merchant's (its user's email) or support's. */
export const ticketReply = z
  .object({
    id: z.string(),
    author: z.enum(['user', 'support']),
    author_name: z.string(),
    content: z.string(),
    attachments: z.array(ticketAttachment),
    time_created: unixSeconds,
  })
  .meta({ id: 'TicketReply' });

/** Spec §3 ticket fields; `replies` is the conversation after the description, oldest first. */
export const ticket = z
  .object({
    id: z.string(),
    account_id: z.string(),
    category: z.enum(ticketCategories),
    title: z.string(),
    description: z.string(),
    status: z.enum(ticketStatuses),
    priority: z.enum(ticketPriorities),
    source_type: z.enum(ticketSourceTypes).nullable(),
    source_id: z.string().nullable(),
    creator: z.string(),
    assignee: z.string().nullable(),
    extra: z.record(z.string(), z.string()),
    attachments: z.array(ticketAttachment),
    replies: z.array(ticketReply),
    time_created: unixSeconds,
    time_updated: unixSeconds,
  })
  .meta({ id: 'Ticket' });
export type Ticket = z.output<typeof ticket>;
export const ticketEnvelope = envelope(ticket);
export const ticketListEnvelope = envelope(
  listPage(ticket.omit({ replies: true, attachments: true, description: true })),
);

export const ticketListQuery = listQuery.extend({ status: z.enum(ticketStatuses).optional() });
export type TicketListQuery = z.infer<typeof ticketListQuery>;

const text = (max: number) => z.string().trim().min(1).max(max);

/** The multipart form's text fields (files are the `attachments` parts); spec §5's required ones. */
export const ticketCreateFields = z
  .object({
    category: z.enum(ticketCategories),
    title: text(ticketTitleMax),
    description: text(ticketDescriptionMax),
    priority: z.enum(ticketPriorities),
    source_type: z.enum(ticketSourceTypes).optional(),
    source_id: z.string().trim().min(1).max(64).optional(),
  })
  .refine((x) => (x.source_type === undefined) === (x.source_id === undefined), {
    message: 'ticket_source_pair',
    path: ['source_id'],
  })
  .meta({ id: 'TicketCreateFields' });
export type TicketCreateFields = z.input<typeof ticketCreateFields>;

export const ticketReplyFields = z.object({ content: text(ticketDescriptionMax) }).meta({ id: 'TicketReplyFields' });
export type TicketReplyFields = z.input<typeof ticketReplyFields>;
