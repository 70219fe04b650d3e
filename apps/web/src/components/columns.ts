import type { ReactNode } from 'react';
import { formatDateTime } from '../lib/format.ts';

/** A column `DataTable` and the plain `RecordTable` both take: each cell from its row. */
export type Column<T> = {
  key: string;
  title: string;
  width?: number;
  align?: 'right';
  render: (value: unknown, row: T) => ReactNode;
};

/** A column of `DataTable` (and so `ServerTable`): the subset of antd's column the lists use. */
export type TableColumn<T> = {
  key: string;
  title: ReactNode;
  /** The row's field shown as it is when there is no `render`, and passed to it. */
  dataIndex?: keyof T & string;
  width?: number;
  align?: 'start' | 'end' | 'right' | 'center';
  /** One line, cut with an ellipsis (the whole text in its tooltip). */
  ellipsis?: boolean;
  /** Stays in view at the end of a table that scrolls sideways. */
  fixed?: 'right';
  /** Shown only from these widths up (antd's breakpoints). */
  responsive?: ('sm' | 'md' | 'lg' | 'xl')[];
  // biome-ignore lint/suspicious/noExplicitAny: a cell's value is the row's field named by dataIndex, as in antd
  render?: (value: any, row: T, index: number) => ReactNode;
};

export type TableColumns<T> = TableColumn<T>[];

/** A column's key and width where the default won't do. */
export type Size = { key?: string; width?: number };

/** A time in the user's time zone (`YYYY-MM-DD HH:mm:ss`). */
export const timeColumn = <T>(
  title: string,
  time: (row: T) => number | null,
  { key = 'time', width = 170 }: Size = {},
): Column<T> => ({ key, title, width, render: (_value, row) => formatDateTime(time(row)) });
