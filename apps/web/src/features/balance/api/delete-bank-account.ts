import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useInvalidate } from '../../../lib/query-effects.ts';

/** Deletes a bank account; settlements keep their own copy of it. */
export const deleteBankAccount = (id: string) => api.delete<null>(`/v1/bank_accounts/${encodeURIComponent(id)}`);

/** A refusal is announced. */
export const useDeleteBankAccount = (accountId: string) =>
  useMutation({
    mutationFn: deleteBankAccount,
    onSuccess: useInvalidate('bankAccountsChanged', accountId),
    meta: { errorMode: 'error' },
  });
