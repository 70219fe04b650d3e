import { z } from 'zod';
import { envelope } from './envelope.ts';
import { unixSeconds } from './payin-fields.ts';

/** What an upload is for; it decides the allowed types, the size limit and who may read it. */
export const filePurposes = ['dispute_evidence'] as const;
export type FilePurpose = (typeof filePurposes)[number];

export const uploadedFile = z
  .object({
    id: z.string(),
    object: z.literal('file'),
    purpose: z.enum(filePurposes),
    filename: z.string(),
    content_type: z.string(),
    size: z.number().int(),
    time_created: unixSeconds,
  })
  .meta({
    id: 'File',
    example: {
      id: 'file_6Rb1Xq8Lm3Vz9Kt2Wd5Hc7Np',
      object: 'file',
      purpose: 'dispute_evidence',
      filename: 'delivery-receipt.pdf',
      content_type: 'application/pdf',
      size: 48213,
      time_created: 1767225600,
    },
  });
export type UploadedFile = z.output<typeof uploadedFile>;
export const uploadedFileEnvelope = envelope(uploadedFile);
