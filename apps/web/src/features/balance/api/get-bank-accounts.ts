import type { BankAccountList } from '@paydeck/contract/bank-accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Camelize } from '../../../lib/casing.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type BankAccountListRow = Camelize<BankAccountList>;
export type BankAccountRow = BankAccountListRow['bankAccounts'][number];

/** The current account's bank accounts, default first, and the beneficiary name they must carry. */
export const getBankAccounts = () => api.get<BankAccountList>('/v1/bank_accounts');

export const getBankAccountsQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: queryKeys.scope('bankAccounts', accountId),
    queryFn: getBankAccounts,
    meta: { errorMode: 'silent' },
  });

export const useBankAccounts = (accountId: string, enabled = true) =>
  useQuery({ ...getBankAccountsQueryOptions(accountId), enabled });
