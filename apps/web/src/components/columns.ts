import type { ReactNode } from 'react';
import { formatDateTime } from '../lib/format.ts';

/** A column antd's `Table` and the plain `RecordTable` both take: each cell from its row. */
export type Column<T> = {
  key: string;
  title: string;
  width?: number;
  align?: 'right';
  render: (value: unknown, row: T) => ReactNode;
};

/** A column's key and width where the default won't do. */
export type Size = { key?: string; width?: number };

/** A time in the user's time zone (`YYYY-MM-DD HH:mm:ss`). */
export const timeColumn = <T>(
  title: string,
  time: (row: T) => number | null,
  { key = 'time', width = 170 }: Size = {},
): Column<T> => ({ key, title, width, render: (_value, row) => formatDateTime(time(row)) });
