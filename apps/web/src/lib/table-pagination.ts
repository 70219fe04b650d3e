import type { TablePaginationConfig } from 'antd';
import { formatNumber } from './format.ts';
import { i18next } from './i18n.ts';
import { type Paging, pageSizeOptions } from './url-paging.ts';

/** What a list endpoint says about its size (ARCHITECTURE §3: counting stops at 10,000). */
export type ListTotal = { total: number; totalCapped?: boolean | undefined };

/**
 * A server-paged table's pager: the URL's page and size, the total ("10,000+" once the server
 * stops counting, with a next page always offered then), and the size changer.
 */
export const tablePagination = (paging: Paging, page: ListTotal | undefined): TablePaginationConfig => {
  const total = page?.total ?? 0;
  const capped = page?.totalCapped === true;
  return {
    current: paging.current,
    pageSize: paging.pageSize,
    total: capped ? Math.max(total, (paging.current + 1) * paging.pageSize) : total,
    showSizeChanger: true,
    pageSizeOptions,
    showTotal: () => i18next.t(capped ? 'list.totalCapped' : 'list.total', { total: formatNumber(total) }),
  };
};

/** The page a table's `onChange` asks for, in the URL paging's terms. */
export const pagingOf = (pagination: TablePaginationConfig, paging: Paging): Paging => ({
  current: pagination.current ?? 1,
  pageSize: pagination.pageSize ?? paging.pageSize,
});
