import { handleOf, type RouteTitle } from './route-handle.ts';

export type Crumb = { title: RouteTitle; path?: string };

/**
 * Breadcrumbs from the matched routes (spec §2: titles derived from the path): one per route that
 * has a title, each linking to its path except the page itself.
 */
export const breadcrumbsOf = (matches: readonly { pathname: string; handle?: unknown }[]): Crumb[] => {
  const titled = matches.flatMap((match) => {
    const { title } = handleOf(match);
    return title ? [{ title, pathname: match.pathname.replace(/(.)\/+$/, '$1') }] : [];
  });
  return titled.map(({ title, pathname }, index) =>
    index < titled.length - 1 ? { title, path: pathname } : { title },
  );
};

/**
 * The crumbs worth showing above a page's heading, by their words: a level named like the next one
 * is dropped ("Account settings / Account settings"), and a lone crumb only repeats the heading
 * below it, so none is shown then.
 */
export const shownCrumbsOf = <C>(crumbs: readonly C[], textOf: (crumb: C) => string): C[] => {
  const distinct = crumbs.filter((crumb, index) => {
    const next = crumbs[index + 1];
    return next === undefined || textOf(next) !== textOf(crumb);
  });
  return distinct.length < 2 ? [] : distinct;
};

/** The page's own title: the last titled route. */
export const pageTitleOf = (matches: readonly { pathname: string; handle?: unknown }[]): RouteTitle | undefined =>
  breadcrumbsOf(matches).at(-1)?.title;
