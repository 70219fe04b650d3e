import {
  identityDocumentFileTypes,
  identityDocumentMaxBytes,
  identityDocumentMaxCount,
} from '@paydeck/contract/payout-rules';

/** The pictures the server takes (spec §9: jpg, png or webp), as the file picker offers them. */
export const identityDocumentAccept = 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp';

const imageTypes = new Set(['image/jpeg', 'image/png', 'image/webp']);

export type DocumentProblem = 'type' | 'size';

/** Why the server would refuse a file: not a jpg, png or webp picture, or over 5 MB; null when it fits. */
export const identityDocumentProblem = (file: Pick<File, 'name' | 'type' | 'size'>): DocumentProblem | null => {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typed = file.type ? imageTypes.has(file.type) : true;
  if (!typed || !(identityDocumentFileTypes as readonly string[]).includes(extension)) return 'type';
  if (file.size > identityDocumentMaxBytes) return 'size';
  return null;
};

/** How many more pictures the payer can take (spec §9: at most 3). */
export const documentsLeft = (uploaded: number) => Math.max(0, identityDocumentMaxCount - uploaded);
