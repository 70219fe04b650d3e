import type { UserPreferences, UserPreferencesUpdate } from '@paydeck/contract/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client.ts';
import type { Camelize } from './casing.ts';
import { applyLanguagePreference } from './locale.ts';
import { storage } from './storage.ts';
import { userKeys } from './user.keys.ts';

export type PreferencesChange = Camelize<UserPreferencesUpdate>;

export const updateUserPreferences = (body: PreferencesChange) =>
  api.put<UserPreferences>('/v1/user_preferences', { body });

/**
 * Saves a preference and applies it here at once: a language switches the interface, a time
 * zone goes to the `timezone` key that every date on screen is formatted with.
 */
export const useUpdateUserPreferences = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserPreferences,
    onSuccess: async (saved, change) => {
      queryClient.setQueryData(userKeys.preferences(), saved);
      void queryClient.invalidateQueries({ queryKey: userKeys.current() });
      if (change.timeZone !== undefined) {
        if (saved.timeZone) storage.set('timezone', saved.timeZone);
        else storage.remove('timezone');
      }
      if (change.language !== undefined) await applyLanguagePreference(saved.language);
    },
    // The control that changed shows the outcome itself.
    meta: { errorMode: 'silent' },
  });
};
