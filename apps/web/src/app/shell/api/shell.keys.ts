/** Query keys of what only the shell asks for: the switcher's accounts and the bell. */
export const shellKeys = {
  all: ['shell'] as const,
  userAccounts: () => [...shellKeys.all, 'userAccounts'] as const,
  unreadMessages: (accountId: string) => [...shellKeys.all, 'unreadMessages', accountId] as const,
};
