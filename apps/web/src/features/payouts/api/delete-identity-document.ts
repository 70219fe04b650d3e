import type { Payer } from '@paydeck/contract/payouts';
import { useMutation } from '@tanstack/react-query';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { useInvalidate } from '../../../lib/query-effects.ts';

/** Removes one identity document; the answer is the payer without it. */
export const deleteIdentityDocument = ({ payerId, fileId }: { payerId: string; fileId: string }) =>
  merchantApi.delete<Payer>(
    `/api/payers/${encodeURIComponent(payerId)}/identity_documents/${encodeURIComponent(fileId)}`,
  );

/** A refusal is announced. */
export const useDeleteIdentityDocument = (accountId: string) =>
  useMutation({
    mutationFn: deleteIdentityDocument,
    onSuccess: useInvalidate('payerChanged', accountId),
    meta: { errorMode: 'error' },
  });
