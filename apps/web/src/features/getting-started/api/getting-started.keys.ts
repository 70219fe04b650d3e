import { queryRoots } from '../../../lib/query-roots.ts';

export const gettingStartedKeys = {
  all: queryRoots.gettingStarted,
  checklist: (accountId: string) => [...gettingStartedKeys.all, accountId] as const,
};
