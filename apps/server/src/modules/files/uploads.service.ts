import { createHash } from 'node:crypto';
import { filePurposes, type UploadedFile } from '@paydeck/contract/files';
import { disputeEvidenceFileTypes, disputeEvidenceMaxFileBytes } from '@paydeck/contract/payin-types';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Scope } from '../../core/scope.ts';
import { AppError } from '../../lib/app-error.ts';
import { unixSeconds } from '../../lib/time.ts';
import type { FileKind } from './content-type.ts';
import { type FileRow, findFile } from './files.repository.ts';
import { storeFile } from './files.service.ts';

const purposeRules = {
  dispute_evidence: { kinds: disputeEvidenceFileTypes, maxBytes: disputeEvidenceMaxFileBytes },
} as const satisfies Record<(typeof filePurposes)[number], { kinds: readonly FileKind[]; maxBytes: number }>;

const uploadedFileOf = (row: FileRow): UploadedFile => ({
  id: row.id,
  object: 'file',
  purpose: row.purpose as UploadedFile['purpose'],
  filename: row.filename,
  content_type: row.contentType,
  size: row.sizeBytes,
  time_created: unixSeconds(row.timeCreated),
});

/** A file as a multipart request carried it, before any check of its type. */
export type FilePart = { filename: string; data: Buffer };

/** The request's one multipart file part, read up to `maxBytes` (one byte more proves it too large). */
export const readFilePart = async (request: FastifyRequest, maxBytes: number): Promise<FilePart> => {
  if (!request.isMultipart()) throw new AppError('file_part_missing');
  const part = await request.file({ limits: { fileSize: maxBytes + 1, files: 1, fields: 10 } });
  if (!part) throw new AppError('file_part_missing');
  const data = await part.toBuffer().catch((error: unknown) => {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('payload_too_large');
    throw error;
  });
  return { filename: part.filename, data };
};

export type Upload = FilePart & { purpose: keyof typeof purposeRules };

/** Reads the upload's one file part within its purpose's size limit. */
export const readUpload = async (request: FastifyRequest): Promise<Upload> => {
  const { purpose } = request.query as { purpose: keyof typeof purposeRules };
  const { filename, data } = await readFilePart(request, purposeRules[purpose].maxBytes);
  return { purpose, filename, data };
};

/** What stands for an upload's body in its Idempotency-Key fingerprint: another file is another request. */
export const uploadFingerprint = (upload: FilePart) => ({
  file: {
    filename: upload.filename,
    size: upload.data.length,
    sha256: createHash('sha256').update(upload.data).digest('hex'),
  },
});

/** Stores an upload once its type is checked from the bytes. */
export const storeUpload = async (ctx: AppContext, scope: Scope, upload: Upload) => {
  const rules = purposeRules[upload.purpose];
  const row = await storeFile(ctx.db, {
    accountId: scope.account.id,
    purpose: upload.purpose,
    filename: upload.filename,
    data: upload.data,
    allowedKinds: rules.kinds,
    maxBytes: rules.maxBytes,
  });
  return uploadedFileOf(row);
};

/** Files are the account's (either mode); another tenant's id is not found. */
export const accountFile = async (ctx: AppContext, scope: Scope, id: string) => {
  const row = await findFile(ctx.db, scope.account.id, id);
  if (!row || !(filePurposes as readonly string[]).includes(row.purpose)) throw new AppError('file_not_found');
  return row;
};
