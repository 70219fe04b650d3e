import { ticketAttachmentMaxBytes, ticketAttachmentsMax } from '@paydeck/contract/ticket-rules';
import type { FastifyRequest } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { FilePart } from '../files/uploads.service.ts';

/** A ticket's or a reply's multipart form: its text fields checked by the contract's schema, and its files. */
export type TicketForm<T> = { fields: T; files: FilePart[] };

/**
 * Reads a multipart form of text fields and at most 2 `attachments` files, each under 10 MB (spec
 * §5: a third file or a larger one is refused with the spec's texts before anything is stored),
 * then checks the fields with `schema` and answers 422 field by field as any body would.
 */
export const readTicketForm =
  <S extends z.ZodType>(schema: S) =>
  async (request: FastifyRequest): Promise<TicketForm<z.output<S>>> => {
    if (!request.isMultipart()) throw new AppError('unsupported_media_type');
    const fields: Record<string, string> = {};
    const files: FilePart[] = [];
    const parts = request.parts({
      limits: {
        fileSize: ticketAttachmentMaxBytes + 1,
        files: ticketAttachmentsMax + 1,
        fields: 20,
        fieldSize: 64 * 1024,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (files.length === ticketAttachmentsMax) throw new AppError('ticket_attachments_too_many');
      const data = await part.toBuffer().catch((error: unknown) => {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError('ticket_attachment_too_large');
        throw error;
      });
      files.push({ filename: part.filename, data });
    }
    request.body = fields;
    const checked = validatorCompiler({ schema } as never)(fields) as { value?: z.output<S>; error?: unknown[] };
    if (checked.error) {
      throw Object.assign(new Error('body is invalid'), {
        validation: checked.error,
        validationContext: 'body',
        statusCode: 400,
      });
    }
    return { fields: checked.value as z.output<S>, files };
  };
