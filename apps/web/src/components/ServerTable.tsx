import { Empty, Table, type TableProps } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { type ListTotal, pagingOf, tablePagination } from '../lib/table-pagination.ts';
import type { Paging } from '../lib/url-paging.ts';

/** One page of a list endpoint's answer. */
export type ServerPage<T> = ListTotal & { list: T[] };

export type ServerTableProps<T> = Omit<
  TableProps<T>,
  'dataSource' | 'loading' | 'locale' | 'pagination' | 'onChange'
> & {
  /** The page the server sent; undefined until the first one arrives. */
  page: ServerPage<T> | undefined;
  loading: boolean;
  /** The URL's page and size (`useUrlPaging`). */
  paging: Paging;
  onPage: (paging: Paging) => void;
  /** What an empty page shows: a text (antd's simple empty state) or the area's own element. */
  empty: ReactNode;
};

/**
 * A list paged by the server: its rows, its total ("10,000+" once the server stops counting) and
 * a pager that asks for another page rather than slicing the rows it has.
 */
export const ServerTable = <T extends object>({
  page,
  loading,
  paging,
  onPage,
  empty,
  rowKey = 'id',
  ...table
}: ServerTableProps<T>) => {
  const wrapper = useRef<HTMLDivElement>(null);
  // A table wider than its page scrolls sideways; without a link in its rows nothing in it takes
  // the focus, so the scroll area itself does, and arrow keys scroll it (WCAG 2.1.1).
  useEffect(() => {
    for (const area of wrapper.current?.querySelectorAll('.ant-table-content') ?? [])
      area.setAttribute('tabindex', '0');
  });
  return (
    <div ref={wrapper}>
      <Table<T>
        {...table}
        rowKey={rowKey}
        dataSource={page?.list ?? []}
        loading={loading}
        locale={{
          emptyText:
            typeof empty === 'string' ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> : empty,
        }}
        pagination={tablePagination(paging, page)}
        onChange={(pagination) => onPage(pagingOf(pagination, paging))}
      />
    </div>
  );
};
