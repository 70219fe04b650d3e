import type { Currency } from '@paydeck/contract/currencies';
import { Button, theme } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bucket } from '../api/get-statistics.ts';
import type { ChartSpec } from './charts.ts';
import { FigureTable } from './FigureTable.tsx';
import { figureOf, formatFigure } from './figures.ts';

// The chart arrives after the page's first render instead of holding it.
const BarChart = lazy(() => import('./BarChart.tsx'));

export type ChartSectionProps = {
  chart: ChartSpec;
  series: Bucket[];
  currency: Currency;
  range: { from: string; to: string };
  granularityName: string;
};

/** One chart with its title and a switch to the same numbers as a table. */
export const ChartSection = ({ chart, series, currency, range, granularityName }: ChartSectionProps) => {
  const { t } = useTranslation('statistics');
  const { token } = theme.useToken();
  const [asTable, setAsTable] = useState(false);
  const title = t(`chart.${chart.id}`);
  const names = chart.figures.map((key) => t(`figure.${key}`));
  const first = chart.figures[0];
  const max = Math.max(0, ...series.flatMap((bucket) => chart.figures.map((key) => figureOf(bucket, key) ?? 0)));
  const headingId = `chart-${chart.id}`;
  return (
    <section aria-labelledby={headingId} style={{ marginBottom: 24 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 16 }}>
        <h4 id={headingId} style={{ margin: 0 }}>
          {title}
        </h4>
        <Button size="small" onClick={() => setAsTable(!asTable)}>
          {asTable ? t('chart.showChart') : t('chart.showTable')}
        </Button>
      </div>
      {asTable ? (
        <FigureTable
          caption={t('chart.caption', { title, currency, ...range })}
          series={series}
          figures={chart.figures}
          names={names}
          currency={currency}
        />
      ) : (
        <Suspense fallback={<div aria-busy="true" style={{ height: 220, background: token.colorFillQuaternary }} />}>
          <BarChart
            series={series}
            figures={chart.figures}
            names={names}
            currency={currency}
            label={t('chart.label', {
              title,
              granularity: granularityName,
              ...range,
              max: formatFigure(max, first, currency),
            })}
          />
        </Suspense>
      )}
    </section>
  );
};
