import { queryRoots } from './query-roots.ts';

/** Query keys of the signed-in user's own data, shared by every page that shows it. */
export const userKeys = {
  all: queryRoots.user,
  current: () => [...userKeys.all, 'current'] as const,
  preferences: () => [...userKeys.all, 'preferences'] as const,
  accounts: () => [...userKeys.all, 'accounts'] as const,
};
