import { createHash } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { detectKind, type FileKind, fileKinds } from './content-type.ts';
import { type FileRow, findFile, insertFile } from './files.repository.ts';

export type StoreFileInput = {
  accountId: string | null;
  purpose: string;
  filename: string;
  data: Uint8Array;
  allowedKinds: readonly FileKind[];
  maxBytes: number;
  timeExpired?: Date;
};

/** Keeps the last path segment and drops control characters, so a name can't steer a download. */
const safeFilename = (filename: string) =>
  (filename.split(/[\\/]/).pop() ?? 'file').replace(/[\p{Cc}"]/gu, '').slice(0, 255) || 'file';

/** Stores a file after checking its size and that its bytes match an allowed type. */
export const storeFile = async (db: Executor, input: StoreFileInput): Promise<FileRow> => {
  if (input.data.byteLength > input.maxBytes) throw new AppError('payload_too_large');
  const kind = detectKind(input.filename, input.data);
  if (!kind || !input.allowedKinds.includes(kind)) throw new AppError('unsupported_media_type');
  return insertFile(db, {
    id: newId('file'),
    accountId: input.accountId,
    purpose: input.purpose,
    filename: safeFilename(input.filename),
    contentType: fileKinds[kind].contentType,
    sizeBytes: input.data.byteLength,
    sha256: createHash('sha256').update(input.data).digest('hex'),
    data: Buffer.from(input.data),
    timeExpired: input.timeExpired ?? null,
  });
};

/** Another owner's file is "not found", never "forbidden": existence is not revealed. */
export const readFile = async (db: Executor, accountId: string | null, id: string): Promise<FileRow> => {
  const row = await findFile(db, accountId, id);
  if (!row || (row.timeExpired && row.timeExpired.getTime() <= Date.now())) throw new AppError('not_found');
  return row;
};

/** RFC 8187 ext-value: encodeURIComponent leaves ' ( ) * raw, and a raw ' ends the charset/language prefix. */
const encodeExtValue = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Headers that make the browser download the file rather than render it in our origin. */
export const attachmentHeaders = (file: Pick<FileRow, 'filename' | 'contentType' | 'sizeBytes'>) => ({
  'content-type': file.contentType,
  'content-length': String(file.sizeBytes),
  'content-disposition': `attachment; filename*=UTF-8''${encodeExtValue(file.filename)}`,
  'x-content-type-options': 'nosniff',
});
