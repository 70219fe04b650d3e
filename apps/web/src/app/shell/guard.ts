import type { Access } from '@paydeck/contract/access';
import type { BusinessType } from '@paydeck/contract/roles';
import type { RouteObject } from 'react-router';
import { accountPath } from '../../lib/paths.ts';
import { handleOf, type MenuArea, type RouteHandle } from './route-handle.ts';

/** What the access decisions need to know about the user in the current account. */
export type AccessContext = {
  account: { id: string; enableBusiness: readonly BusinessType[] } | null;
  access: Access | null;
  /** The user owns the current account's merchant (merchant profile, new accounts). */
  merchantOwner: boolean;
  /** The user belongs to at least one account (without one, /user/active comes first). */
  hasAccounts: boolean;
};

/** One matched route, as `matchRoutes` gives it. */
export type RouteMatchLike = { route: RouteObject; params: Record<string, string | undefined>; pathname: string };

export type Decision = { type: 'ok' } | { type: 'forbidden' } | { type: 'redirect'; to: string };

/** A route's own rules: owner only, the account's business, the named access check. */
export const isAllowed = (handle: RouteHandle, ctx: AccessContext): boolean => {
  if (handle.ownerOnly && !ctx.merchantOwner) return false;
  if (handle.business && !ctx.account?.enableBusiness.includes(handle.business)) return false;
  if (handle.access && !ctx.access?.[handle.access].granted) return false;
  return true;
};

/**
 * Whether a route can be opened: its own rules, then those of the screen its path shows (its index
 * route). A bare path opens when any child opens, so a parent whose children are all closed is
 * closed too (spec §2).
 */
export const isOpenable = (route: RouteObject, ctx: AccessContext): boolean => {
  if (!isAllowed(handleOf(route), ctx)) return false;
  const children = route.children ?? [];
  const index = children.find((child) => child.index);
  if (!index) return true;
  const indexHandle = handleOf(index);
  if (!isAllowed(indexHandle, ctx)) return false;
  if (indexHandle.bare === undefined) return true;
  return children.some((child) => !child.index && isOpenable(child, ctx));
};

/** The menu area of a page: the nearest area named on its route or an ancestor. */
export const areaOf = (handles: readonly RouteHandle[]): MenuArea | undefined =>
  handles.reduce<MenuArea | undefined>((area, handle) => handle.area ?? area, undefined);

const accountSegment = ':accountId';

/**
 * Where a bare path goes: the named child if the user may open it, else the first child the user
 * may open (spec §2: transaction → payments …), or nowhere when none opens.
 */
const bareTarget = (parent: RouteMatchLike, bare: string, ctx: AccessContext): string | null => {
  const base = parent.pathname.replace(/\/+$/, '');
  const fill = (segment: string) => {
    if (!segment.includes(accountSegment)) return `${base}/${segment}`;
    return ctx.account ? `${base}/${segment.replace(accountSegment, encodeURIComponent(ctx.account.id))}` : null;
  };
  const siblings = (parent.route.children ?? []).filter((child) => !child.index && child.path);
  const named = siblings.find((child) => child.path === bare);
  if (!named) return fill(bare);
  const ordered = [named, ...siblings.filter((child) => child !== named)];
  const open = ordered.find((child) => isOpenable(child, ctx));
  return open?.path ? fill(open.path) : null;
};

/**
 * The routing rules of spec §2 for one signed-in location, in order: an `accountId` in the path
 * other than the current account's is rewritten to it; an account page without any usable account
 * is closed (or, without any account at all, the merchant information comes first); a page whose
 * route or ancestor isn't granted (access check, business, owner) is forbidden; a bare path goes
 * to its first child the user may open.
 */
export const decideRoute = (matches: readonly RouteMatchLike[], pathname: string, ctx: AccessContext): Decision => {
  const leaf = matches.at(-1);
  if (!leaf) return { type: 'ok' };

  const accountMatch = matches.find((match) => match.route.path === accountSegment);
  const pathAccountId = accountMatch?.params.accountId;
  if (accountMatch && ctx.account && pathAccountId !== ctx.account.id) {
    const rest = pathname.slice(accountMatch.pathname.replace(/\/+$/, '').length);
    return { type: 'redirect', to: `${accountPath(ctx.account.id)}${rest}` };
  }

  const handles = matches.map(handleOf);
  if (areaOf(handles) === 'account' && !ctx.account) {
    return ctx.hasAccounts ? { type: 'forbidden' } : { type: 'redirect', to: '/user/active' };
  }
  if (!handles.every((handle) => isAllowed(handle, ctx))) return { type: 'forbidden' };

  const bare = handleOf(leaf).bare;
  const parent = matches.at(-2);
  if (bare !== undefined && parent) {
    const to = bareTarget(parent, bare, ctx);
    return to ? { type: 'redirect', to } : { type: 'forbidden' };
  }
  return { type: 'ok' };
};
