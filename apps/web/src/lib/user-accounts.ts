import type { UserAccount } from '@paydeck/contract/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import type { Camelize } from './casing.ts';
import { userKeys } from './user.keys.ts';

export type MemberAccount = Camelize<UserAccount>;

export const getUserAccounts = () => api.get<UserAccount[]>('/v1/current_user_accounts');

/** Every account the user is a member of: the switcher lists them, pages filter and label by them. */
export const userAccountsQueryOptions = () => queryOptions({ queryKey: userKeys.accounts(), queryFn: getUserAccounts });

export const useUserAccounts = () => useQuery(userAccountsQueryOptions());
