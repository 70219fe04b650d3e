import {
  disputeEvidenceFileTypes,
  disputeEvidenceMaxFileBytes,
  disputeEvidenceMaxFiles,
  disputeEvidenceTextMaxLength,
} from '@paydeck/contract/payin-types';

/**
 * The server's evidence rules (contract payin-types), checked before anything is uploaded. The
 * server still checks each file's type from its bytes; here the name's extension decides.
 */
export const evidenceRules = {
  maxFiles: disputeEvidenceMaxFiles,
  maxFileBytes: disputeEvidenceMaxFileBytes,
  textMaxLength: disputeEvidenceTextMaxLength,
  fileTypes: disputeEvidenceFileTypes,
} as const;

/** The file picker's `accept`: the extensions the server takes. */
export const evidenceAccept = disputeEvidenceFileTypes.map((type) => `.${type}`).join(',');

export type FileProblem = 'type' | 'size' | 'empty';
export type TextProblem = 'required' | 'tooLong';

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** Why a picked file can't be evidence, or null when it can. */
export const fileProblem = (file: { name: string; size: number }): FileProblem | null => {
  if (!(disputeEvidenceFileTypes as readonly string[]).includes(extensionOf(file.name))) return 'type';
  if (file.size > disputeEvidenceMaxFileBytes) return 'size';
  if (file.size === 0) return 'empty';
  return null;
};

/** The text as the server counts it: trimmed, at least one character, at most the contract's limit. */
export const textProblem = (text: string): TextProblem | null => {
  const trimmed = text.trim();
  if (trimmed.length === 0) return 'required';
  return trimmed.length > disputeEvidenceTextMaxLength ? 'tooLong' : null;
};

/**
 * Adds picked files to those already chosen: each one checked, a name already chosen skipped, and
 * no more than the limit kept. Says which were refused and why.
 */
export const addEvidenceFiles = <F extends { name: string; size: number }>(chosen: F[], picked: F[]) => {
  const files = [...chosen];
  const refused: { name: string; problem: FileProblem | 'count' }[] = [];
  for (const file of picked) {
    if (files.some((existing) => existing.name === file.name)) continue;
    const problem = fileProblem(file);
    if (problem) refused.push({ name: file.name, problem });
    else if (files.length >= disputeEvidenceMaxFiles) refused.push({ name: file.name, problem: 'count' });
    else files.push(file);
  }
  return { files, refused };
};

/** A size in the interface language ("4.2 MB", "830 kB", "56B"). */
export const fileSizeText = (bytes: number, locale: string) => {
  const [unit, value] =
    bytes >= 1024 * 1024
      ? ['megabyte', bytes / (1024 * 1024)]
      : bytes >= 1024
        ? ['kilobyte', bytes / 1024]
        : ['byte', bytes];
  // A bare byte count reads best narrow ("56B"); kB and MB as usual.
  const unitDisplay = unit === 'byte' ? 'narrow' : 'short';
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay, maximumFractionDigits: 1 }).format(value);
};
