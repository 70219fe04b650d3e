import type { Payee } from '@paydeck/contract/payouts';
import { useMutation } from '@tanstack/react-query';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { useInvalidate } from '../../../lib/query-effects.ts';
import type { PayeeFields } from './create-payee.ts';

/** Replaces the payee's fields whole (the PUT takes the same body as the create). */
export const updatePayee = ({ id, body }: { id: string; body: PayeeFields }) =>
  merchantApi.put<Payee>(`/api/payees/${encodeURIComponent(id)}`, { body });

/** The form shows refusals itself. */
export const useUpdatePayee = (accountId: string) =>
  useMutation({
    mutationFn: updatePayee,
    onSuccess: useInvalidate('payeeChanged', accountId),
    meta: { errorMode: 'silent' },
  });
