import type { BankAccount } from '@paydeck/contract/bank-accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useInvalidate } from '../../../lib/query-effects.ts';

/** Makes a bank account the default of its currency's withdrawals. */
export const setDefaultBankAccount = (id: string) =>
  api.post<BankAccount>(`/v1/bank_accounts/${encodeURIComponent(id)}/default`);

/** A refusal is announced. */
export const useSetDefaultBankAccount = (accountId: string) =>
  useMutation({
    mutationFn: setDefaultBankAccount,
    onSuccess: useInvalidate('bankAccountsChanged', accountId),
    meta: { errorMode: 'error' },
  });
