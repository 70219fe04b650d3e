import type { AccountCreateBody, CurrentAccount } from '@paydeck/contract/accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Camelize } from '../../../lib/casing.ts';

export type AccountCreateValues = Camelize<AccountCreateBody>;

/** A new account under the current account's merchant (owner only; 409 past the limit). */
export const createAccount = (body: AccountCreateValues) => api.post<CurrentAccount>('/v1/accounts', { body });

/** The form shows the outcome itself. */
export const useCreateAccount = () => useMutation({ mutationFn: createAccount, meta: { errorMode: 'silent' } });
