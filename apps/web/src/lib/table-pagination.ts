import { formatNumber } from './format.ts';
import { i18next } from './i18n.ts';
import type { Paging } from './url-paging.ts';

/** What a list endpoint says about its size (ARCHITECTURE §3: counting stops at 10,000). */
export type ListTotal = { total: number; totalCapped?: boolean | undefined };

/** A server-paged list's pager: the pages there are and how the total reads. */
export type PagerState = { lastPage: number; totalText: string; total: number };

/**
 * The URL's page against the server's total ("10,000+" once the server stops counting, with a
 * next page always offered then).
 */
export const pagerState = (paging: Paging, page: ListTotal | undefined): PagerState => {
  const total = page?.total ?? 0;
  const capped = page?.totalCapped === true;
  const reach = capped ? Math.max(total, (paging.current + 1) * paging.pageSize) : total;
  return {
    total,
    lastPage: Math.max(1, Math.ceil(reach / paging.pageSize)),
    totalText: i18next.t(capped ? 'list.totalCapped' : 'list.total', { total: formatNumber(total) }),
  };
};

/** The page numbers a pager shows, as antd's does: the first, the last, two either side of the current, gaps between. */
export const pageItems = (current: number, lastPage: number): (number | 'gap')[] => {
  if (lastPage <= 9) return Array.from({ length: lastPage }, (_, index) => index + 1);
  let start = Math.max(2, current - 2);
  let end = Math.min(lastPage - 1, current + 2);
  if (current <= 4) end = 5;
  if (current >= lastPage - 3) start = lastPage - 4;
  const middle = Array.from({ length: end - start + 1 }, (_, index) => start + index);
  return [
    1,
    ...(start > 2 ? ['gap' as const] : []),
    ...middle,
    ...(end < lastPage - 1 ? ['gap' as const] : []),
    lastPage,
  ];
};
