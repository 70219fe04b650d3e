import { Empty, theme } from 'antd';
import type { CSSProperties } from 'react';
import type { Column } from './columns.ts';

export type RecordTableProps<T extends { id: string }> = {
  label: string;
  columns: Column<T>[];
  rows: T[];
  empty: string;
};

/**
 * A few rows (a payment's refunds or disputes) as a plain table in antd's look: antd's Table
 * brings its pager, selection and Select (~80 KB gzip) to the page's first load for nothing here.
 */
export const RecordTable = <T extends { id: string }>({ label, columns, rows, empty }: RecordTableProps<T>) => {
  const { token } = theme.useToken();
  if (rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  const cell = (align: 'right' | undefined): CSSProperties => ({
    padding: `${token.paddingXS}px ${token.paddingSM}px`,
    borderBottom: `1px solid ${token.colorSplit}`,
    textAlign: align ?? 'start',
    whiteSpace: 'nowrap',
  });
  return (
    <div style={{ overflowX: 'auto' }}>
      <table aria-label={label} style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr style={{ background: token.colorFillAlter }}>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                style={{ ...cell(column.align), fontWeight: token.fontWeightStrong, color: token.colorTextHeading }}
              >
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {columns.map((column) => (
                <td key={column.key} style={cell(column.align)}>
                  {column.render(undefined, row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
