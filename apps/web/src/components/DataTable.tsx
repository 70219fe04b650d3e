import { Empty, Spin, theme } from 'antd';
import type { CSSProperties, MouseEventHandler, ReactNode } from 'react';
import { useViewportWidth } from '../lib/viewport-width.ts';
import type { TableColumn, TableColumns } from './columns.ts';

export type DataTableProps<T> = {
  columns: TableColumns<T>;
  rows: T[];
  /** The field each row is keyed by (`data-row-key`). */
  rowKey?: keyof T & string;
  loading?: boolean;
  /** What no rows show: a text (antd's simple empty state) or the area's own element; antd's "No data" if absent. */
  empty?: ReactNode;
  /** The table's name for assistive technology, when no heading right above names it. */
  label?: string;
  /** The width below which the table scrolls sideways (only with rows: an empty one has nothing to scroll). */
  scroll?: { x: number } | undefined;
  size?: 'small' | 'large';
  style?: CSSProperties;
  /** A row's own handlers and style (a row that opens its record when clicked), as antd's `onRow`. */
  onRow?: (row: T) => { onClick?: MouseEventHandler<HTMLTableRowElement>; style?: CSSProperties };
};

const screens = { sm: 'screenSM', md: 'screenMD', lg: 'screenLG', xl: 'screenXL' } as const;

/**
 * Rows as a semantic table in antd's Table look (its theme tokens), for lists and detail pages:
 * antd's Table brings its pager, selection, filters and Select (~65 KB brotli) to every list's
 * first load, and they use none of it but the pager (`ServerTable` adds a light one).
 */
export const DataTable = <T extends object>({
  columns,
  rows,
  rowKey = 'id' as keyof T & string,
  loading = false,
  empty,
  label,
  scroll,
  size = 'large',
  style,
  onRow,
}: DataTableProps<T>) => {
  const { token } = theme.useToken();
  const viewport = useViewportWidth();
  const shown = columns.filter(
    (column) => !column.responsive || column.responsive.some((screen) => viewport >= token[screens[screen]]),
  );
  const pad = size === 'small' ? token.paddingXS : token.padding;
  // Rows wider than the page scroll sideways; an empty table has nothing to scroll (nor to focus).
  const scrolls = rows.length > 0;
  const fixedLayout = scroll !== undefined || shown.some((column) => column.ellipsis);
  // The header's fill over the page's, opaque, so a column fixed at the end hides what scrolls under it.
  const headerFill = `linear-gradient(${token.colorFillAlter}, ${token.colorFillAlter}) ${token.colorBgContainer}`;
  const cell = (column: TableColumn<T>): CSSProperties => ({
    padding: `${pad}px`,
    borderBottom: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
    textAlign: column.align ?? 'start',
    overflowWrap: 'break-word',
    ...(column.ellipsis && { overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' }),
    ...(column.fixed && { position: 'sticky', insetInlineEnd: 0, zIndex: 1 }),
  });
  const value = (column: TableColumn<T>, row: T, index: number): ReactNode => {
    const field = column.dataIndex === undefined ? undefined : row[column.dataIndex];
    return column.render ? column.render(field, row, index) : (field as ReactNode);
  };
  return (
    <Spin spinning={loading}>
      <div
        // A table wider than its page scrolls sideways; without a link in its rows nothing in it takes
        // the focus, so the scroll area itself does, and arrow keys scroll it (WCAG 2.1.1).
        tabIndex={scrolls ? 0 : undefined}
        style={{ overflowX: scrolls ? 'auto' : undefined, ...style }}
      >
        <table
          aria-label={label}
          aria-busy={loading || undefined}
          style={{
            width: '100%',
            minWidth: scrolls ? scroll?.x : undefined,
            tableLayout: fixedLayout ? 'fixed' : 'auto',
            borderCollapse: 'separate',
            borderSpacing: 0,
            fontSize: token.fontSize,
            lineHeight: token.lineHeight,
            color: token.colorText,
            background: token.colorBgContainer,
          }}
        >
          <colgroup>
            {shown.map((column) => (
              <col key={column.key} style={{ width: column.width }} />
            ))}
          </colgroup>
          <thead>
            <tr>
              {shown.map((column, index) => (
                <th
                  key={column.key}
                  scope="col"
                  style={{
                    ...cell(column),
                    background: headerFill,
                    color: token.colorTextHeading,
                    fontWeight: token.fontWeightStrong,
                    borderStartStartRadius: index === 0 ? token.borderRadiusLG : undefined,
                    borderStartEndRadius: index === shown.length - 1 ? token.borderRadiusLG : undefined,
                  }}
                >
                  {column.title}
                </th>
              ))}
            </tr>
          </thead>
          {rows.length > 0 && (
            <tbody>
              {rows.map((row, index) => (
                <tr key={String(row[rowKey])} data-row-key={String(row[rowKey])} {...onRow?.(row)}>
                  {shown.map((column) => {
                    const content = value(column, row, index);
                    return (
                      <td
                        key={column.key}
                        title={column.ellipsis && typeof content === 'string' ? content : undefined}
                        style={{ ...cell(column), ...(column.fixed && { background: token.colorBgContainer }) }}
                      >
                        {content}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          )}
        </table>
      </div>
      {rows.length === 0 && (
        <div
          style={{
            padding: `${token.padding}px`,
            borderBottom: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
          }}
        >
          {empty === undefined ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
          ) : typeof empty === 'string' ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
          ) : (
            empty
          )}
        </div>
      )}
    </Spin>
  );
};
