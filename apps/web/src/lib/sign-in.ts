import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from './api-client.ts';
import { basePath } from './base-path.ts';
import { currentUserQueryOptions } from './current-user.ts';
import { loginPath } from './error-policy.ts';
import { applyLanguagePreference } from './locale.ts';
import {
  chooseAccount,
  type NextPathOptions,
  nextPathAfterSignIn,
  rememberUser,
  type Session,
  saveSession,
} from './session.ts';
import { storage } from './storage.ts';

export type CompleteSignIn = NextPathOptions & {
  /** A new session to start; without one, the current session carries on (e.g. after /user/active). */
  session?: Session;
  /** The account to work in when the user has several (an accepted invitation's). */
  accountId?: string | null;
};

/**
 * The step every way of signing in ends with (login, 2FA, email confirmation, invitation,
 * admin link): read the user, remember the account, time zone and language, then go on.
 */
export const useCompleteSignIn = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async ({ session, accountId, ...next }: CompleteSignIn) => {
      if (session) {
        // Nothing cached for whoever was signed in before may show to this user.
        queryClient.removeQueries();
        saveSession(session);
      }
      const user = await queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 });
      const account = chooseAccount(user, accountId);
      rememberUser(user, account);
      await applyLanguagePreference(user.language);
      return nextPathAfterSignIn(user, account, next);
    },
    onSuccess: (path) => navigate(path, { replace: true }),
    meta: { errorMode: 'silent' },
  });
};

/**
 * Sign-out (spec §2 shell): ends the session on the server if it can, forgets it here, and
 * loads the sign-in page afresh so nothing of this user stays in memory.
 */
export const signOut = async (returnTo?: string) => {
  await api.post('/v1/logout').catch(() => undefined);
  storage.clearSession();
  const query = returnTo ? `?redirect=${encodeURIComponent(returnTo)}` : '';
  window.location.assign(`${basePath}${loginPath.slice(1)}${query}`);
};
