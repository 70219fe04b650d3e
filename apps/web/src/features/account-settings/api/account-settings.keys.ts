/** The account itself is `accountKeys.detail` (lib): the shell and every page share it. */
export const accountSettingsKeys = {
  all: ['accountSettings'] as const,
  settlementCurrencies: (accountId: string) => [...accountSettingsKeys.all, accountId, 'settlementCurrencies'] as const,
};
