import type { Payer } from '@paydeck/contract/payouts';
import { useMutation } from '@tanstack/react-query';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { useInvalidate } from '../../../lib/query-effects.ts';

/** Spec §9: one picture per call, as the multipart part `file`; the answer is the payer. */
export const uploadIdentityDocument = ({ payerId, file }: { payerId: string; file: File }) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return merchantApi.upload<Payer>(`/api/payers/${encodeURIComponent(payerId)}/identity_documents`, form);
};

/** The uploader shows a refusal itself, beside the pictures. */
export const useUploadIdentityDocument = (accountId: string) =>
  useMutation({
    mutationFn: uploadIdentityDocument,
    onSuccess: useInvalidate('payerChanged', accountId),
    meta: { errorMode: 'silent' },
  });
