import type { Currency } from '@paydeck/contract/currencies';
import { theme } from 'antd';
import type { Bucket } from '../api/get-statistics.ts';
import { type FigureKey, figureOf, formatFigure } from './figures.ts';

export type BarChartProps = {
  series: Bucket[];
  figures: readonly FigureKey[];
  names: string[];
  currency: Currency;
  /** What the picture shows, for those who can't see it (the table beside it has the numbers). */
  label: string;
};

const width = 720;
const height = 220;
const axis = 24;
/** How many bucket labels the axis shows. */
const axisLabels = 4;

/**
 * Bars over the buckets, one colour per figure, drawn as plain SVG: a charting library would add
 * ~20 KB gzip for bars this simple. Its own chunk, loaded after the page's first render.
 */
export default function BarChart({ series, figures, names, currency, label }: BarChartProps) {
  const { token } = theme.useToken();
  const colours = [token.colorPrimary, token.colorWarning];
  const values = series.flatMap((bucket) => figures.map((key) => figureOf(bucket, key) ?? 0));
  const top = Math.max(0, ...values);
  const bottom = Math.min(0, ...values);
  const span = top - bottom || 1;
  const y = (value: number) => ((top - value) / span) * (height - axis);
  const slot = width / Math.max(series.length, 1);
  const bar = Math.max((slot * 0.8) / figures.length, 1);
  // Label only a few buckets along the axis: all of 744 hours would be unreadable.
  const every = Math.ceil(series.length / axisLabels);
  return (
    <figure style={{ margin: 0 }}>
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${width} ${height}`}
        style={{ width: '100%', height: 'auto', display: 'block' }}
      >
        <line x1={0} x2={width} y1={y(0)} y2={y(0)} stroke={token.colorBorder} />
        {series.map((bucket, index) =>
          figures.map((key, which) => {
            const value = figureOf(bucket, key) ?? 0;
            return (
              <rect
                key={`${bucket.start}-${key}`}
                x={index * slot + slot * 0.1 + which * bar}
                y={Math.min(y(value), y(0))}
                width={bar}
                height={Math.abs(y(value) - y(0))}
                fill={colours[which]}
              >
                <title>{`${bucket.label} ${names[which]}: ${formatFigure(value, key, currency)}`}</title>
              </rect>
            );
          }),
        )}
        {series.map((bucket, index) =>
          index % every === 0 ? (
            <text key={bucket.start} x={index * slot} y={height - 6} fontSize={12} fill={token.colorTextSecondary}>
              {bucket.label}
            </text>
          ) : null,
        )}
      </svg>
      {figures.length > 1 && (
        <figcaption style={{ display: 'flex', gap: 16, color: token.colorTextSecondary }} aria-hidden="true">
          {names.map((name, which) => (
            <span key={name}>
              <span
                style={{ display: 'inline-block', width: 10, height: 10, marginRight: 6, background: colours[which] }}
              />
              {name}
            </span>
          ))}
        </figcaption>
      )}
    </figure>
  );
}
