import type { RouteObject } from 'react-router';
import { shellRoutes } from '../../src/app/shell-routes.tsx';

type RoutePage = { pattern: string; page: RouteObject['lazy'] };

/**
 * Every path of the signed-in route table that renders a page (`accounts/:accountId/customers/:id`),
 * read from the router's own table, with the page it loads; bare paths, which only redirect, are
 * left out.
 */
const routePages = (routes: RouteObject[], parent = ''): RoutePage[] =>
  routes.flatMap((route) => {
    const pattern = route.index ? parent : [parent, route.path].filter(Boolean).join('/');
    return [...(route.lazy ? [{ pattern, page: route.lazy }] : []), ...routePages(route.children ?? [], pattern)];
  });

export type PageGroup = { list: string | null; details: string[]; samePage: number };

/**
 * The dashboard's routes, one per page they load: routes that load the same page (the placeholder
 * of screens still to be built) cost the same, so the first stands for the others (`samePage`
 * counts them). A page with the detail pages under its `:id` forms a group, the details taking the
 * id of a row the list shows; a detail page without a listing page stands alone.
 */
export const dashboardPageGroups = (): PageGroup[] => {
  const all = routePages(shellRoutes);
  const firsts = all.filter((route, i) => all.findIndex((other) => other.page === route.page) === i);
  const samePage = (pattern: string) => {
    const page = all.find((route) => route.pattern === pattern)?.page;
    return all.filter((route) => route.page === page).length - 1;
  };
  const patterns = firsts.map((route) => route.pattern);
  const isDetail = (pattern: string) => pattern.includes('/:id');
  const groups: PageGroup[] = patterns
    .filter((pattern) => !isDetail(pattern))
    .map((list) => ({
      list,
      details: patterns.filter((p) => p.startsWith(`${list}/:id`)),
      samePage: samePage(list),
    }));
  // A detail under a group's bare path (`payouts/:id/verify`) takes its ids from the group's list of
  // the same name (`payouts/payouts`).
  for (const pattern of patterns.filter((p) => isDetail(p))) {
    const parent = pattern.slice(0, pattern.indexOf('/:id'));
    const named = groups.find((group) => group.list === `${parent}/${parent.split('/').pop()}`);
    if (named && !groups.some((group) => group.details.includes(pattern))) named.details.push(pattern);
  }
  const grouped = new Set(groups.flatMap((group) => group.details));
  return [
    ...groups,
    ...patterns
      .filter((p) => isDetail(p) && !grouped.has(p))
      .map((detail) => ({ list: null, details: [detail], samePage: samePage(detail) })),
  ];
};

/** The static paths beside `:id` under a list (`customers/create`), which are not row ids. */
export const siblingsOf = (list: string) =>
  new Set(
    routePages(shellRoutes)
      .map((route) => route.pattern)
      .filter((p) => p.startsWith(`${list}/`) && !p.slice(list.length + 1).startsWith(':'))
      .map((p) => p.slice(list.length + 1).split('/')[0]),
  );

/**
 * Routes whose pages show only a notice in test mode: spec §7 keeps balances, their transactions
 * and settlements live, so a check of what such a page shows runs it in live mode.
 */
export const liveOnlyPattern = /\/balance(\/|$)/;
