/** Query keys of what only the shell asks for: the bell. */
export const shellKeys = {
  all: ['shell'] as const,
  unreadMessages: (accountId: string) => [...shellKeys.all, 'unreadMessages', accountId] as const,
};
