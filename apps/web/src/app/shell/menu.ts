import type { RouteObject } from 'react-router';
import { type AccessContext, isAllowed, isOpenable } from './guard.ts';
import { handleOf, type MenuArea, type MenuIcon, type RouteTitle } from './route-handle.ts';

export type MenuEntry = {
  /** The entry's path (a group's is its bare path); also the menu item key. */
  key: string;
  title: RouteTitle;
  icon?: MenuIcon;
  /** Set on entries that open a page; a group has children instead. */
  path?: string;
  children?: MenuEntry[];
};

const join = (base: string, segment: string | undefined) => (segment ? `${base.replace(/\/+$/, '')}/${segment}` : base);

/** A menu group is a route whose own path only redirects to a child (its index is a bare path). */
const isGroup = (route: RouteObject) =>
  (route.children ?? []).some((child) => child.index && handleOf(child).bare !== undefined);

/**
 * The side menu of one area, derived from the route table (the same handles the guard reads):
 * entries the user may not open are left out, and so is a group none of whose entries remain
 * (spec §2, §6: by access check, by business, owner only).
 */
export const menuOf = (
  routes: readonly RouteObject[],
  area: MenuArea,
  ctx: AccessContext,
  base = '/',
  inherited?: MenuArea,
): MenuEntry[] =>
  routes.flatMap((route): MenuEntry[] => {
    if (route.index) return [];
    const handle = handleOf(route);
    const routeArea = handle.area ?? inherited;
    let segment = route.path;
    if (segment === ':accountId') {
      if (!ctx.account) return [];
      segment = encodeURIComponent(ctx.account.id);
    }
    const path = join(base, segment);
    if (!handle.menu || !handle.title) {
      // A route that isn't an entry (/accounts, /accounts/:accountId) holds entries further down.
      return route.children ? menuOf(route.children, area, ctx, path, routeArea) : [];
    }
    if (routeArea !== area || !isAllowed(handle, ctx)) return [];
    const icon = handle.menu === true ? undefined : handle.menu;
    if (isGroup(route)) {
      const children = menuOf(route.children ?? [], area, ctx, path, routeArea);
      return children.length ? [{ key: path, title: handle.title, ...(icon ? { icon } : {}), children }] : [];
    }
    return isOpenable(route, ctx) ? [{ key: path, title: handle.title, ...(icon ? { icon } : {}), path }] : [];
  });

/** The entry a path belongs to (the longest entry path it starts with) and the groups above it. */
export const selectedEntry = (
  entries: readonly MenuEntry[],
  pathname: string,
): { selected?: string; open: string[] } => {
  let best: { selected?: string; open: string[] } = { open: [] };
  let bestLength = -1;
  const visit = (list: readonly MenuEntry[], parents: string[]) => {
    for (const entry of list) {
      if (entry.children) visit(entry.children, [...parents, entry.key]);
      else if (entry.path && (pathname === entry.path || pathname.startsWith(`${entry.path}/`))) {
        if (entry.path.length > bestLength) {
          bestLength = entry.path.length;
          best = { selected: entry.key, open: parents };
        }
      }
    }
  };
  visit(entries, []);
  return best;
};
