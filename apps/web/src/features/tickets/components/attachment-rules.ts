import { ticketAttachmentMaxBytes, ticketAttachmentsMax, ticketAttachmentTypes } from '@paydeck/contract/ticket-rules';

/** The picker's `accept`: the extensions the server takes (it checks the bytes too). */
export const attachmentAccept = ticketAttachmentTypes.map((type) => `.${type}`).join(',');

export type AttachmentProblem = 'count' | 'size' | 'type';

/**
 * Why a picked file can't be attached next to `chosen` (spec §5: at most 2, each under 10 MB, of the
 * listed formats), or null when it can.
 */
export const attachmentProblem = (chosen: number, file: { name: string; size: number }): AttachmentProblem | null => {
  if (chosen >= ticketAttachmentsMax) return 'count';
  if (file.size > ticketAttachmentMaxBytes) return 'size';
  const dot = file.name.lastIndexOf('.');
  const extension = dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase();
  return (ticketAttachmentTypes as readonly string[]).includes(extension) ? null : 'type';
};
