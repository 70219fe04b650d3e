import type { ReactNode } from 'react';
import type { ListTotal } from '../lib/table-pagination.ts';
import type { Paging } from '../lib/url-paging.ts';
import { DataTable, type DataTableProps } from './DataTable.tsx';
import { Pager } from './Pager.tsx';

/** One page of a list endpoint's answer. */
export type ServerPage<T> = ListTotal & { list: T[] };

export type ServerTableProps<T> = Omit<DataTableProps<T>, 'rows' | 'loading' | 'empty'> & {
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
export const ServerTable = <T extends object>({ page, paging, onPage, ...table }: ServerTableProps<T>) => (
  <div>
    <DataTable<T> {...table} rows={page?.list ?? []} />
    <Pager paging={paging} page={page} onPage={onPage} />
  </div>
);
