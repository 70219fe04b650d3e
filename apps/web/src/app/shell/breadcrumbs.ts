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

/** The page's own title: the last titled route. */
export const pageTitleOf = (matches: readonly { pathname: string; handle?: unknown }[]): RouteTitle | undefined =>
  breadcrumbsOf(matches).at(-1)?.title;
