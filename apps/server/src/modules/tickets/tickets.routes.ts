import { ticketAttachmentsMax } from '@paydeck/contract/ticket-rules';
import {
  ticketCreateFields,
  ticketEnvelope,
  ticketListEnvelope,
  ticketListQuery,
  ticketReplyFields,
} from '@paydeck/contract/tickets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { accountOf, operatorOf } from '../../core/request.ts';
import { attachmentHeaders } from '../files/files.service.ts';
import { acceptMultipart, multipartBody } from '../files/multipart-body.ts';
import { uploadFingerprint } from '../files/uploads.service.ts';
import { readTicketForm, type TicketForm } from './ticket-form.ts';
import {
  assertTicketOf,
  createTicket,
  replyToTicket,
  ticketAttachment,
  ticketById,
  ticketPage,
} from './tickets.service.ts';

const tags = ['tickets'];
const ticketParams = z.object({ id: z.string().max(64) });
const attachmentParams = ticketParams.extend({ file_id: z.string().max(64) });
const filesNote = `up to ${ticketAttachmentsMax} parts named "attachments", each under 10 MB, of jpg, jpeg, png, webp, txt, doc, xls, zip, rar, xlsx or docx (checked from the bytes)`;
const attachmentsPart = z
  .array(z.string().meta({ format: 'binary' }))
  .max(ticketAttachmentsMax)
  .optional()
  .meta({ description: filesNote });
// Module constants, as every schema with an id: built per app, a second app in one process would
// register the id twice and its document would name the body differently.
const ticketCreateBody = z
  .object({ ...ticketCreateFields.shape, attachments: attachmentsPart })
  .meta({ id: 'TicketCreateBody' });
const ticketReplyBody = z
  .object({ ...ticketReplyFields.shape, attachments: attachmentsPart })
  .meta({ id: 'TicketReplyBody' });

/** What stands for a form in its Idempotency-Key fingerprint: its fields and its files' digests. */
const formFingerprint = <T>(form: TicketForm<T>) => ({
  fields: form.fields,
  files: form.files.map((file) => uploadFingerprint(file).file),
});

/**
 * The current account's support tickets (`Paydeck-Account`, else the selected one): raise one
 * (multipart, spec §7 `/v1/tickets`), list, read the conversation, reply (multipart
 * `/v1/tickets/{id}/reply`) and download an attachment.
 */
export const ticketRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await acceptMultipart(app);
    const caller = (request: Parameters<typeof accountOf>[0]) => {
      const account = accountOf(request);
      const operator = operatorOf(request);
      return { accountId: account.id, userId: operator.userId, account, operator };
    };
    const create = multipartBody(readTicketForm(ticketCreateFields), formFingerprint);
    app.post(
      '/v1/tickets',
      {
        config: {
          permission: 'add_ticket',
          idempotencyAfterBody: true,
          operation: { action: 'created', source: 'ticket' },
        },
        preHandler: create.preHandler,
        validatorCompiler: create.validatorCompiler,
        schema: {
          tags,
          summary: 'Raise a support ticket (multipart/form-data)',
          description:
            'Text fields category, title, description, priority (spec §5: category, description and priority ' +
            `required), optional source_type and source_id (the record it is about); ${filesNote}. A third file ` +
            'is 422 ticket_attachments_too_many, a larger one 413, another format 415.',
          consumes: ['multipart/form-data'],
          body: ticketCreateBody,
          response: { 200: ticketEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await createTicket(ctx, caller(request), create.uploadOf(request)),
      }),
    );
    app.get(
      '/v1/tickets',
      {
        config: { permission: 'list_tickets' },
        schema: {
          tags,
          summary: "The current account's tickets, newest first",
          querystring: ticketListQuery,
          response: { 200: ticketListEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await ticketPage(ctx, accountOf(request).id, request.query),
      }),
    );
    app.get(
      '/v1/tickets/:id',
      {
        config: { permission: 'list_tickets' },
        schema: {
          tags,
          summary: 'One ticket with its conversation',
          params: ticketParams,
          response: { 200: ticketEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await ticketById(ctx, accountOf(request).id, request.params.id),
      }),
    );
    const readReply = readTicketForm(ticketReplyFields);
    const reply = multipartBody(async (request) => {
      await assertTicketOf(ctx, accountOf(request).id, (request.params as { id: string }).id);
      return readReply(request);
    }, formFingerprint);
    app.post(
      '/v1/tickets/:id/reply',
      {
        config: {
          permission: 'add_ticket',
          idempotencyAfterBody: true,
          operation: { action: 'updated', source: 'ticket', sourceId: { param: 'id' } },
        },
        preHandler: reply.preHandler,
        validatorCompiler: reply.validatorCompiler,
        schema: {
          tags,
          summary: 'Reply to a ticket (multipart/form-data)',
          description: `Text field content; ${filesNote}. A closed ticket takes no reply (409 ticket_closed).`,
          consumes: ['multipart/form-data'],
          params: ticketParams,
          body: ticketReplyBody,
          response: { 200: ticketEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await replyToTicket(ctx, caller(request), request.params.id, reply.uploadOf(request)),
      }),
    );
    app.get(
      '/v1/tickets/:id/attachments/:file_id',
      {
        config: { permission: 'list_tickets' },
        schema: {
          tags,
          summary: 'Download an attachment of a ticket (as an attachment, never inline)',
          params: attachmentParams,
          produces: ['application/octet-stream'],
          response: {
            200: z.string().meta({ format: 'binary', description: 'The file, with Content-Disposition: attachment.' }),
          },
        },
      },
      async (request, res) => {
        const file = await ticketAttachment(ctx, accountOf(request).id, request.params.id, request.params.file_id);
        // The schema documents the bytes as a binary string; a Buffer is sent as it is, not serialized.
        return res.headers(attachmentHeaders(file)).send(file.data as unknown as string);
      },
    );
  };
