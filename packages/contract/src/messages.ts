import { z } from 'zod';
import { envelope, listPage, listQuery } from './envelope.ts';
import { messageStatuses } from './message-types.ts';

export { type MessageStatus, messageStatuses } from './message-types.ts';

/**
 * A message to one account (spec §3 "Message"): an announcement from the provider, or something the
 * product must tell the merchant. Title and content come in the reader's language.
 */
export const message = z
  .object({
    id: z.string(),
    title: z.string(),
    content: z.string(),
    status: z.enum(messageStatuses),
    time_created: z.number().int().meta({ description: 'Unix time in seconds.' }),
  })
  .meta({ id: 'Message' });
export type Message = z.output<typeof message>;
export const messageEnvelope = envelope(message);
export const messageListEnvelope = envelope(listPage(message));

/** The bell asks for `status=unread`, two months back, 2 per page (spec §7). */
export const messageListQuery = listQuery.extend({ status: z.enum(messageStatuses).optional() });
export type MessageListQuery = z.infer<typeof messageListQuery>;

export const messageUpdateBody = z.object({ status: z.literal('read') }).meta({ id: 'MessageUpdateBody' });
export type MessageUpdateBody = z.input<typeof messageUpdateBody>;

/** `POST /v1/messages/read_all`: how many unread messages it marked read. */
export const messagesReadAll = z.object({ updated: z.number().int() }).meta({ id: 'MessagesReadAll' });
export const messagesReadAllEnvelope = envelope(messagesReadAll);
export type MessagesReadAll = z.output<typeof messagesReadAll>;
