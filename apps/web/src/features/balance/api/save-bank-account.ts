import type { BankAccount, BankAccountBody } from '@paydeck/contract/bank-accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Camelize } from '../../../lib/casing.ts';
import { useInvalidate } from '../../../lib/query-effects.ts';

export type BankAccountFields = Camelize<BankAccountBody>;

/** Adds a bank account (`id` absent) or replaces one whole (the PUT takes every field). */
export const saveBankAccount = ({ id, fields }: { id?: string | undefined; fields: BankAccountFields }) =>
  id === undefined
    ? api.post<BankAccount>('/v1/bank_accounts', { body: fields })
    : api.put<BankAccount>(`/v1/bank_accounts/${encodeURIComponent(id)}`, { body: fields });

/** The form shows a refusal itself, its field issues under their fields. */
export const useSaveBankAccount = (accountId: string) =>
  useMutation({
    mutationFn: saveBankAccount,
    onSuccess: useInvalidate('bankAccountsChanged', accountId),
    meta: { errorMode: 'silent' },
  });
