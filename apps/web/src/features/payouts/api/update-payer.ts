import type { Payer } from '@paydeck/contract/payouts';
import { useMutation } from '@tanstack/react-query';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { useInvalidate } from '../../../lib/query-effects.ts';
import type { PayerFields } from './create-payer.ts';

/** Replaces the payer's fields whole (the PUT takes the same body as the create). */
export const updatePayer = ({ id, body }: { id: string; body: PayerFields }) =>
  merchantApi.put<Payer>(`/api/payers/${encodeURIComponent(id)}`, { body });

/** The form shows refusals itself. */
export const useUpdatePayer = (accountId: string) =>
  useMutation({
    mutationFn: updatePayer,
    onSuccess: useInvalidate('payerChanged', accountId),
    meta: { errorMode: 'silent' },
  });
