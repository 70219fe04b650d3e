import { queryRoots } from '../../../lib/query-roots.ts';

/** The account itself is `accountKeys.detail` (lib): the shell and every page share it. */
export const accountSettingsKeys = {
  all: queryRoots.accountSettings,
  settlementCurrencies: (accountId: string) => [...accountSettingsKeys.all, accountId, 'settlementCurrencies'] as const,
};
