import type { UserAccount } from '@paydeck/contract/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Camelize } from '../../../lib/casing.ts';
import { shellKeys } from './shell.keys.ts';

export type SwitcherAccount = Camelize<UserAccount>;

export const getUserAccounts = () => api.get<UserAccount[]>('/v1/current_user_accounts');

export const userAccountsQueryOptions = () =>
  queryOptions({ queryKey: shellKeys.userAccounts(), queryFn: getUserAccounts });

/** Every account the user is a member of, for the account switcher. */
export const useUserAccounts = () => useQuery(userAccountsQueryOptions());
