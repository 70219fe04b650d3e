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

const maxFilenameLength = 255;

/**
 * Keeps the last path segment and drops control and bidi-override characters (which can
 * disguise an extension), then shortens long names by code point, keeping the extension.
 */
export const safeFilename = (filename: string): string => {
  const base = (filename.split(/[\\/]/).pop() ?? '')
    .replace(/[\p{Cc}"\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu, '')
    .trim();
  const chars = [...base];
  if (chars.length === 0) return 'file';
  if (chars.length <= maxFilenameLength) return base;
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 ? [...base.slice(dot)].slice(0, 16) : [];
  return [...chars.slice(0, maxFilenameLength - extension.length), ...extension].join('');
};

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
