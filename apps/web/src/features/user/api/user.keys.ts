import { queryRoots } from '../../../lib/query-roots.ts';

/** Query keys of the public sign-in flow. */
export const signInKeys = {
  all: queryRoots.signIn,
  invitation: (token: string) => [...signInKeys.all, 'invitation', token] as const,
};
