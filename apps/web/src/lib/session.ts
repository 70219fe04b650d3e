import type { LoginResult } from '@paydeck/contract/auth';
import type { CurrentUser } from '@paydeck/contract/user';
import type { Camelize } from './casing.ts';
import { storage } from './storage.ts';

export type Session = { token: string; expiresAt: number };
export type SignedInUser = Camelize<CurrentUser>;
export type UserAccount = SignedInUser['accounts'][number];

/** The session a sign-in answered with, if it answered with one (not while a 2FA code is due). */
export const sessionOf = (result: Partial<Camelize<LoginResult>>): Session | null =>
  result.token && typeof result.expiresAt === 'number' ? { token: result.token, expiresAt: result.expiresAt } : null;

export const saveSession = ({ token, expiresAt }: Session) => {
  storage.set('token', token);
  storage.set('expiresAt', String(expiresAt));
};

/**
 * Spec §9: a session lasts until its stored expiry (Unix seconds); once that has passed the
 * session is over and local storage is cleared.
 */
export const isSignedIn = (now = Date.now()): boolean => {
  if (!storage.get('token')) return false;
  const expiresAt = Number(storage.get('expiresAt'));
  if (expiresAt * 1000 > now) return true;
  storage.clearSession();
  return false;
};

/**
 * An account's landing (app/pages/account-landing.page.tsx: its home once getting started is done,
 * getting started until then); spelled out rather than built by lib/paths.ts, which the sign-in
 * pages don't load.
 */
export const homePath = (accountId: string) => `/accounts/${encodeURIComponent(accountId)}`;

/** Public pages a sign-in may return to: an invitation waits for its invitee to sign in. */
const returnablePublicPaths = new Set(['/user/accept_invitation']);
const probeOrigin = 'https://paydeck.invalid';

/**
 * The `redirect` parameter, if it is a page of this app worth returning to: an in-app path
 * ('/…', never '//host' or '/\host', which browsers read as another site) that is not one of the
 * sign-in pages. Returns the normalized path, or null.
 */
export const safeRedirect = (raw: string | null | undefined): string | null => {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(raw, probeOrigin);
  } catch {
    return null;
  }
  if (url.origin !== probeOrigin) return null;
  const { pathname } = url;
  if (pathname === '/' || pathname === '/index.html') return null;
  const signInPage = /^\/(user|admin)(\/|$)/.test(pathname);
  if (signInPage && !returnablePublicPaths.has(pathname)) return null;
  return `${pathname}${url.search}${url.hash}`;
};

/** The account a session works in: the one asked for, else the session's selection, else the first. */
export const chooseAccount = (user: SignedInUser, preferredId?: string | null): UserAccount | undefined => {
  const find = (id: string | null | undefined) => (id ? user.accounts.find((account) => account.id === id) : undefined);
  return find(preferredId) ?? find(user.selectedAccountId) ?? user.accounts[0];
};

/** Keeps what the pages read without asking the server again (spec §9 stored keys). */
export const rememberUser = (user: SignedInUser, account: UserAccount | undefined) => {
  if (account) {
    storage.set('accountId', account.id);
    storage.set('isOwner', String(account.isOwner));
  } else {
    storage.remove('accountId');
    storage.remove('isOwner');
  }
  if (user.timeZone) storage.set('timezone', user.timeZone);
  else storage.remove('timezone');
};

export type NextPathOptions = { redirect?: string | null; remindMfa?: boolean };

/**
 * Where a user goes once signed in: without an account, to complete the merchant
 * information; without 2FA, to the reminder; then to the page they came for, else the
 * account's getting-started page.
 */
export const nextPathAfterSignIn = (
  user: SignedInUser,
  account: UserAccount | undefined,
  { redirect, remindMfa = true }: NextPathOptions = {},
): string => {
  const back = safeRedirect(redirect);
  if (!account) return back ? `/user/active?redirect=${encodeURIComponent(back)}` : '/user/active';
  const target = back ?? homePath(account.id);
  if (remindMfa && !user.mfaEnabled) return `/user/mfa-reminder?redirect=${encodeURIComponent(target)}`;
  return target;
};
