import { theme } from 'antd';
import type { ReactNode } from 'react';

export type Field = { key: string; label: string; value: ReactNode };

/** Nothing to show for a field: one mark, so an empty value never reads as a missing row. */
export const none = '—';

/**
 * Label–value rows as a <dl> grid (antd's Descriptions would be one more component on the page's
 * first load); an empty value shows the mark.
 */
export const FieldGrid = ({ fields }: { fields: Field[] }) => {
  const { token } = theme.useToken();
  return (
    <dl
      style={{
        display: 'grid',
        gridTemplateColumns: 'minmax(140px, 220px) minmax(0, 1fr)',
        gap: '12px 24px',
        alignItems: 'baseline',
        margin: 0,
      }}
    >
      {fields.map(({ key, label, value }) => (
        <div key={key} style={{ display: 'contents' }}>
          <dt style={{ color: token.colorTextSecondary }}>{label}</dt>
          <dd data-field={key} style={{ margin: 0, overflowWrap: 'anywhere' }}>
            {value === null || value === undefined || value === '' ? none : value}
          </dd>
        </div>
      ))}
    </dl>
  );
};
