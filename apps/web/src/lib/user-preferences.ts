import type { UserPreferences } from '@paydeck/contract/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { userKeys } from './user.keys.ts';

export const getUserPreferences = () => api.get<UserPreferences>('/v1/user_preferences');

export const userPreferencesQueryOptions = () =>
  queryOptions({ queryKey: userKeys.preferences(), queryFn: getUserPreferences });

export const useUserPreferences = () => useQuery(userPreferencesQueryOptions());
