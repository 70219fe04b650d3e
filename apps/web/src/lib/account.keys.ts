import { queryRoots } from './query-roots.ts';

/** Query keys of the accounts the signed-in user works in, shared by the shell and the pages. */
export const accountKeys = {
  all: queryRoots.account,
  detail: (accountId: string) => [...accountKeys.all, accountId] as const,
  permissions: (accountId: string) => [...accountKeys.all, accountId, 'permissions'] as const,
};
