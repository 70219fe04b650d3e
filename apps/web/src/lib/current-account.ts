import type { CurrentAccount } from '@paydeck/contract/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import type { Camelize } from './casing.ts';
import { queryKeys } from './query-keys.ts';
import { storage } from './storage.ts';

export type Account = Camelize<CurrentAccount>;

export const getAccount = (accountId: string) =>
  api.get<CurrentAccount>(`/v1/accounts/${encodeURIComponent(accountId)}`);

/**
 * Spec §7: a failed account fetch clears the stored account and the shell moves to a valid one,
 * so the failure itself is not announced.
 */
export const currentAccountQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: queryKeys.scope('account', accountId),
    queryFn: () => getAccount(accountId),
    retry: false,
    meta: { errorMode: 'silent' },
  });

/** The account the user works in (the shell has loaded it before any page renders). */
export const useCurrentAccount = () => {
  const accountId = storage.get('accountId') ?? '';
  return useQuery({ ...currentAccountQueryOptions(accountId), enabled: accountId !== '' });
};
