import type { Currency } from '@paydeck/contract/currencies';
import { theme } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bucket } from '../api/get-statistics.ts';
import { type FigureKey, figureOf, formatFigure } from './figures.ts';

export type FigureTableProps = {
  caption: string;
  series: Bucket[];
  figures: readonly FigureKey[];
  names: string[];
  currency: Currency;
};

/** A chart's numbers as a table (for screen readers, and anyone who wants the exact figures). */
export const FigureTable = ({ caption, series, figures, names, currency }: FigureTableProps) => {
  const { t } = useTranslation('statistics');
  const { token } = theme.useToken();
  const cell = (align: 'start' | 'end'): CSSProperties => ({
    padding: `${token.paddingXXS}px ${token.paddingSM}px`,
    borderBottom: `1px solid ${token.colorSplit}`,
    textAlign: align,
    whiteSpace: 'nowrap',
    fontWeight: 'normal',
  });
  return (
    <div style={{ overflowX: 'auto', maxHeight: 360, overflowY: 'auto' }}>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <caption style={{ textAlign: 'start', color: token.colorTextSecondary, padding: '4px 0' }}>{caption}</caption>
        <thead>
          <tr style={{ background: token.colorFillAlter }}>
            <th scope="col" style={{ ...cell('start'), fontWeight: token.fontWeightStrong }}>
              {t('chart.period')}
            </th>
            {names.map((name) => (
              <th key={name} scope="col" style={{ ...cell('end'), fontWeight: token.fontWeightStrong }}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {series.map((bucket) => (
            <tr key={bucket.start}>
              <th scope="row" style={cell('start')}>
                {bucket.label}
              </th>
              {figures.map((key) => (
                <td key={key} style={cell('end')}>
                  {formatFigure(figureOf(bucket, key), key, currency)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
