import type { AccountUpdateBody, CurrentAccount } from '@paydeck/contract/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRevalidator } from 'react-router';
import { ApiError, api } from '../../../lib/api-client.ts';
import type { Camelize } from '../../../lib/casing.ts';
import { currentAccountQueryOptions } from '../../../lib/current-account.ts';
import { referenceKeys } from '../../../lib/reference.keys.ts';

export type AccountChanges = Camelize<AccountUpdateBody>;

/** Spec §5: at least one field; 409 reference_unique_locked, 422 settlement_currency_missing. */
export const updateAccount = (accountId: string, changes: AccountChanges) =>
  api.put<CurrentAccount>(`/v1/accounts/${encodeURIComponent(accountId)}`, { body: changes });

/**
 * Saves the account's settings. The account shows all over the shell (switcher, menu by business,
 * stored keys), so on success everything but reference data is read again and the shell's loader
 * re-runs with the saved account.
 */
export const useUpdateAccount = (accountId: string) => {
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  return useMutation({
    mutationFn: (changes: AccountChanges) => updateAccount(accountId, changes),
    onSuccess: async (saved) => {
      queryClient.setQueryData(currentAccountQueryOptions(accountId).queryKey, saved);
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== referenceKeys.all[0] });
      await revalidator.revalidate();
    },
    onError: (error) => {
      // Someone else turned unique reference mode on meanwhile: show it on (and locked).
      if (error instanceof ApiError && error.code === 'reference_unique_locked') {
        void queryClient.invalidateQueries({ queryKey: currentAccountQueryOptions(accountId).queryKey });
      }
    },
    // The form shows the outcome itself.
    meta: { errorMode: 'silent' },
  });
};
