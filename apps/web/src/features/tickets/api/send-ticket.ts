import type { Ticket } from '@paydeck/contract/tickets';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useInvalidate } from '../../../lib/query-effects.ts';
import { saveBlob } from '../../../lib/save-file.ts';

/** A ticket's or a reply's text fields and files as one multipart form (spec §7: not JSON). */
const formOf = (fields: Record<string, string | undefined>, files: File[]) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined && value !== '') form.append(name, value);
  for (const file of files) form.append('attachments', file, file.name);
  return form;
};

export type TicketInput = {
  category: string;
  title: string;
  description: string;
  priority: string;
  sourceType?: string | undefined;
  sourceId?: string | undefined;
  files: File[];
};

export const createTicket = ({ files, sourceType, sourceId, ...fields }: TicketInput) =>
  api.post<Ticket>('/v1/tickets', {
    body: formOf({ ...fields, source_type: sourceType, source_id: sourceId }, files),
  });

export const replyToTicket = ({ id, content, files }: { id: string; content: string; files: File[] }) =>
  api.post<Ticket>(`/v1/tickets/${encodeURIComponent(id)}/reply`, { body: formOf({ content }, files) });

/** The server's refusal (a closed ticket, a file it won't take) shows on the form. */
export const useCreateTicket = (accountId: string) =>
  useMutation({
    mutationFn: createTicket,
    onSuccess: useInvalidate('ticketChanged', accountId),
    meta: { errorMode: 'silent' },
  });

export const useReplyToTicket = (accountId: string) =>
  useMutation({
    mutationFn: replyToTicket,
    onSettled: useInvalidate('ticketChanged', accountId),
    meta: { errorMode: 'silent' },
  });

/** Saves an attachment under its own name, never opened in our origin. */
export const downloadAttachment = async ({
  ticketId,
  id,
  filename,
}: {
  ticketId: string;
  id: string;
  filename: string;
}) =>
  saveBlob(
    await api.download(`/v1/tickets/${encodeURIComponent(ticketId)}/attachments/${encodeURIComponent(id)}`),
    filename,
  );

export const useDownloadAttachment = () =>
  useMutation({ mutationFn: downloadAttachment, meta: { errorMode: 'error' } });
