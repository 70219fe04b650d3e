import { queryRoots } from '../../../lib/query-roots.ts';

/** Query keys of what only the shell asks for: the bell. */
export const shellKeys = {
  all: queryRoots.shell,
  unreadMessages: (accountId: string) => [...shellKeys.all, 'unreadMessages', accountId] as const,
};
