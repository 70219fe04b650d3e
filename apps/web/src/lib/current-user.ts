import type { CurrentUser } from '@paydeck/contract/user';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { userKeys } from './user.keys.ts';

export const getCurrentUser = () => api.get<CurrentUser>('/v1/current_user');

/**
 * Spec §8: a current_user failure is not announced (the page or the sign-in shows it).
 * Pages read it with `useQuery(currentUserQueryOptions())`. There is deliberately no hook in
 * this file: the sign-in pages import it only to fetch, and a hook here would put TanStack's
 * query observer into their first load (+5 KB gzip against a tight budget).
 */
export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: userKeys.current(), queryFn: getCurrentUser, meta: { errorMode: 'silent' } });
