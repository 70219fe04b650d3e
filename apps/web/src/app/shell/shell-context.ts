import { type Access, buildAccess } from '@paydeck/contract/access';
import type { AccountPermissions } from '@paydeck/contract/accounts';
import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject, redirect, replace, useRouteLoaderData } from 'react-router';
import { accountPermissionsQueryOptions } from '../../lib/access.ts';
import { ApiError } from '../../lib/api-client.ts';
import { appPathOf } from '../../lib/base-path.ts';
import type { Camelize } from '../../lib/casing.ts';
import { type Account, currentAccountQueryOptions } from '../../lib/current-account.ts';
import { currentUserQueryOptions } from '../../lib/current-user.ts';
import { loginPath } from '../../lib/error-policy.ts';
import { syncStoredLivemode } from '../../lib/livemode.ts';
import type { SignedInUser } from '../../lib/session.ts';
import { storage } from '../../lib/storage.ts';
import { userKeys } from '../../lib/user.keys.ts';
import { userPreferencesQueryOptions } from '../../lib/user-preferences.ts';
import { selectAccount } from './api/select-account.ts';
import { type AccessContext, decideRoute } from './guard.ts';
import { shellRouteId } from './route-handle.ts';

/** What every signed-in page can rely on: the user, the current account and what they may do in it. */
export type ShellContext = AccessContext & {
  user: SignedInUser;
  account: Account | null;
  access: Access | null;
};

/** The shell route's loader data: the context, and whether this page is closed to the user (403). */
export type ShellData = { ctx: ShellContext; forbidden: boolean };

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };
const settle = <T>(promise: Promise<T>): Promise<Settled<T>> =>
  promise.then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({ ok: false, error }),
  );

const isUnauthenticated = (error: unknown) => error instanceof ApiError && error.status === 401;

/** Accounts worth trying when the stored one failed: the session's choice first, then the rest, never a disabled merchant's. */
const fallbackAccounts = (user: SignedInUser, failedId: string | null) => {
  const closed = new Set(user.merchants.filter((m) => m.status === 'disabled').map((m) => m.id));
  const usable = user.accounts.filter((a) => a.id !== failedId && !closed.has(a.merchantId));
  const preferred = usable.find((a) => a.id === user.selectedAccountId);
  return preferred ? [preferred, ...usable.filter((a) => a !== preferred)] : usable;
};

type Resolved = { account: Account; permissions: Camelize<AccountPermissions> };

/** A failed account fetch clears the stored id and moves to a valid account (spec §7). */
const recoverAccount = async (
  queryClient: QueryClient,
  user: SignedInUser,
  failedId: string | null,
): Promise<Resolved | null> => {
  storage.remove('accountId');
  for (const candidate of fallbackAccounts(user, failedId)) {
    try {
      const account = await selectAccount(candidate.id);
      queryClient.setQueryData(currentAccountQueryOptions(account.id).queryKey, account);
      const permissions = await queryClient.ensureQueryData(accountPermissionsQueryOptions(account.id));
      queryClient.setQueryData(currentUserQueryOptions().queryKey, { ...user, selectedAccountId: account.id });
      return { account, permissions };
    } catch (error) {
      if (isUnauthenticated(error)) throw error;
    }
  }
  return null;
};

/** Spec §9 stored keys, in step with the account the shell settled on. */
const remember = (user: SignedInUser, account: Account | null, timeZone: string | null | undefined) => {
  if (account) {
    storage.set('accountId', account.id);
    storage.set('isOwner', String(user.accounts.find((a) => a.id === account.id)?.isOwner ?? false));
    storage.set('enableReferenceUnique', String(account.enableReferenceUnique));
    syncStoredLivemode(account);
  } else {
    for (const key of ['accountId', 'isOwner', 'enableReferenceUnique', 'livemode'] as const) storage.remove(key);
  }
  if (timeZone !== undefined) {
    if (timeZone) storage.set('timezone', timeZone);
    else storage.remove('timezone');
  }
};

/**
 * The start-up fetches of spec §7, in parallel: current user, current account (the stored id),
 * its permissions, the user's preferences — cached in the query client, so later navigations
 * reuse them. The stored account is this tab's (lib/storage.ts), which its calls name; the
 * session's selection follows it only as the default a new sign-in opens with.
 */
export const loadShellContext = async (queryClient: QueryClient): Promise<ShellContext> => {
  const storedId = storage.get('accountId');
  const [user, preferences, account, permissions] = await Promise.all([
    queryClient.ensureQueryData(currentUserQueryOptions()),
    settle(queryClient.ensureQueryData(userPreferencesQueryOptions())),
    storedId ? settle(queryClient.ensureQueryData(currentAccountQueryOptions(storedId))) : null,
    storedId ? settle(queryClient.ensureQueryData(accountPermissionsQueryOptions(storedId))) : null,
  ]);
  for (const outcome of [account, permissions]) {
    if (outcome && !outcome.ok && isUnauthenticated(outcome.error)) throw outcome.error;
  }

  let resolved: Resolved | null = null;
  if (account?.ok && permissions?.ok && user.accounts.some((a) => a.id === account.value.id)) {
    resolved = { account: account.value, permissions: permissions.value };
    if (user.selectedAccountId !== resolved.account.id) {
      // Best effort: the shell still works on the stored account if this fails.
      await selectAccount(resolved.account.id).then(
        () =>
          queryClient.setQueryData(userKeys.current(), { ...user, selectedAccountId: resolved?.account.id ?? null }),
        () => undefined,
      );
    }
  } else {
    resolved = await recoverAccount(queryClient, user, storedId);
  }

  const current = resolved?.account ?? null;
  remember(user, current, preferences.ok ? preferences.value.timeZone : undefined);
  const merchantId = current?.merchantId;
  return {
    user,
    account: current,
    access: resolved ? buildAccess(resolved.permissions.permissions) : null,
    merchantOwner: user.merchants.some((m) => m.isOwner && (merchantId === undefined || m.id === merchantId)),
    hasAccounts: user.accounts.length > 0,
  };
};

/**
 * The shell route's loader: the session (already checked), the context, then the routing rules
 * of spec §2 for this location (rewrite, bare paths, 403 — shown in place, the URL kept).
 */
export const loadShell = async (queryClient: QueryClient, url: URL, routes: RouteObject[]): Promise<ShellData> => {
  let ctx: ShellContext;
  try {
    ctx = await loadShellContext(queryClient);
  } catch (error) {
    if (isUnauthenticated(error)) throw redirect(`${loginPath}?redirect=${encodeURIComponent(appPathOf(url))}`);
    throw error;
  }
  const appPath = appPathOf({ pathname: url.pathname, search: '' });
  const decision = decideRoute(matchRoutes(routes, appPath) ?? [], appPath, ctx);
  if (decision.type === 'redirect') throw replace(`${decision.to}${decision.to.includes('?') ? '' : url.search}`);
  return { ctx, forbidden: decision.type === 'forbidden' };
};

/** The shell context inside the signed-in layout. */
export const useShell = (): ShellData => {
  const data = useRouteLoaderData(shellRouteId) as ShellData | undefined;
  if (!data) throw new Error('useShell() outside the signed-in layout');
  return data;
};
