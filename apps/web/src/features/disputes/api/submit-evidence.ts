import type { Dispute } from '@paydeck/contract/disputes';
import type { UploadedFile } from '@paydeck/contract/files';
import { useMutation } from '@tanstack/react-query';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { useInvalidate } from '../../../lib/query-effects.ts';

export type Evidence = { disputeId: string; text: string; files: File[] };

/** One evidence file, as the multipart part named `file` the server reads. */
export const uploadEvidenceFile = (file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return merchantApi.upload<UploadedFile>('/api/files', form, { query: { purpose: 'dispute_evidence' } });
};

/**
 * The files first (each checked by the server from its bytes), then the answer naming them: the
 * dispute goes under review. A refused file stops before anything is submitted.
 */
export const submitEvidence = async ({ disputeId, text, files }: Evidence) => {
  const uploaded = [];
  for (const file of files) uploaded.push(await uploadEvidenceFile(file));
  return merchantApi.post<Dispute>(`/api/disputes/${encodeURIComponent(disputeId)}/evidence`, {
    body: { text: text.trim(), files: uploaded.map((file) => file.id) },
  });
};

/** The evidence dialog shows a refusal (a file's type or size, a dispute no longer open) itself. */
export const useSubmitEvidence = (accountId: string) =>
  useMutation({
    mutationFn: submitEvidence,
    onSuccess: useInvalidate('moneyMoved', accountId),
    meta: { errorMode: 'silent' },
  });
