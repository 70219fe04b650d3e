import { accountPath } from '../../lib/paths.ts';
import { handleOf } from './route-handle.ts';

type Match = { pathname: string; handle?: unknown; params?: Record<string, string | undefined> };

const trim = (path: string) => path.replace(/(.)\/+$/, '$1');

/**
 * The list page for the current location: the page itself, or for a screen about one object (a
 * detail, a create form, a verification) the nearest list above it. Used by the mode switch
 * (spec §2: "navigates to the matching list page") — an object of one mode isn't in the other.
 */
export const listPathOf = (matches: readonly Match[], location: { pathname: string; search: string }): string => {
  const firstDetail = matches.findIndex((match) => handleOf(match).detail);
  if (firstDetail < 1) return `${location.pathname}${location.search}`;
  return trim(matches[firstDetail - 1]?.pathname ?? location.pathname);
};

/**
 * Where choosing another account reloads (spec §2: the same path with the new id): on an account
 * page, this page (its list, for an object of the old account) under the new id; elsewhere, here.
 */
export const switchAccountPath = (
  matches: readonly Match[],
  location: { pathname: string; search: string },
  accountId: string,
): string => {
  const current = matches.find((match) => match.params?.accountId !== undefined)?.params?.accountId;
  const path = listPathOf(matches, location);
  if (current === undefined) return path;
  const prefix = accountPath(current);
  return path.startsWith(prefix) ? `${accountPath(accountId)}${path.slice(prefix.length)}` : path;
};
