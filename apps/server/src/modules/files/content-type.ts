/**
 * Recognises a file's real type from its first bytes, so a renamed executable can't pass as a
 * picture. Office formats are containers: docx/xlsx are zip archives, doc/xls are OLE files.
 */
export const fileKinds = {
  jpg: { contentType: 'image/jpeg', magic: [[0xff, 0xd8, 0xff]] },
  jpeg: { contentType: 'image/jpeg', magic: [[0xff, 0xd8, 0xff]] },
  png: { contentType: 'image/png', magic: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]] },
  webp: { contentType: 'image/webp', magic: [] },
  pdf: { contentType: 'application/pdf', magic: [[0x25, 0x50, 0x44, 0x46, 0x2d]] },
  zip: { contentType: 'application/zip', magic: [[0x50, 0x4b, 0x03, 0x04]] },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    magic: [[0x50, 0x4b, 0x03, 0x04]],
  },
  xlsx: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    magic: [[0x50, 0x4b, 0x03, 0x04]],
  },
  doc: { contentType: 'application/msword', magic: [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]] },
  xls: { contentType: 'application/vnd.ms-excel', magic: [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]] },
  rar: { contentType: 'application/vnd.rar', magic: [[0x52, 0x61, 0x72, 0x21, 0x1a, 0x07]] },
  txt: { contentType: 'text/plain; charset=utf-8', magic: [] },
  csv: { contentType: 'text/csv; charset=utf-8', magic: [] },
} as const satisfies Record<string, { contentType: string; magic: readonly (readonly number[])[] }>;

export type FileKind = keyof typeof fileKinds;

export const extensionOf = (filename: string): string => {
  const dot = filename.lastIndexOf('.');
  return dot < 0 ? '' : filename.slice(dot + 1).toLowerCase();
};

const startsWith = (data: Uint8Array, magic: readonly number[]) => magic.every((byte, i) => data[i] === byte);

const isWebp = (data: Uint8Array) =>
  startsWith(data, [0x52, 0x49, 0x46, 0x46]) && Buffer.from(data.subarray(8, 12)).toString('latin1') === 'WEBP';

const isText = (data: Uint8Array) => {
  if (data.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
};

/** The kind named by the file's extension, if its bytes really are that kind; else null. */
export const detectKind = (filename: string, data: Uint8Array): FileKind | null => {
  const extension = extensionOf(filename);
  if (!Object.hasOwn(fileKinds, extension)) return null;
  const kind = extension as FileKind;
  if (kind === 'webp') return isWebp(data) ? kind : null;
  if (kind === 'txt' || kind === 'csv') return isText(data) ? kind : null;
  return fileKinds[kind].magic.some((magic) => startsWith(data, magic)) ? kind : null;
};
