import type { Currency } from '@paydeck/contract/currencies';
import type { StatisticsFigures } from '@paydeck/contract/statistics-types';
import { toCamelKey } from '../../../lib/casing.ts';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { uiLocale } from '../../../lib/locale.ts';
import type { Figures } from '../api/get-statistics.ts';

export type FigureKey = keyof StatisticsFigures;
export type FigureKind = 'money' | 'count' | 'rate';

const moneyFigures = new Set<FigureKey>([
  'payment_volume',
  'refunded_amount',
  'disputed_amount',
  'payout_volume',
  'net_settled',
]);
const rateFigures = new Set<FigureKey>(['success_rate', 'refund_rate', 'dispute_rate']);
/** Figures where more is worse: their rise is shown in the warning colour. */
const lowerIsBetter = new Set<FigureKey>(['refunded_amount', 'refund_rate', 'disputed_amount', 'dispute_rate']);

export const kindOf = (key: FigureKey): FigureKind =>
  moneyFigures.has(key) ? 'money' : rateFigures.has(key) ? 'rate' : 'count';

/** A figure of the camelCased answer by its wire name (the contract lists figures by those). */
export const figureOf = (figures: Figures, key: FigureKey): number | null =>
  figures[toCamelKey(key) as keyof Figures] ?? null;

const percent = (ratio: number) =>
  new Intl.NumberFormat(uiLocale(), { style: 'percent', maximumFractionDigits: 2 }).format(ratio);

/** A figure as the page shows it: money in its currency, a count, a rate as a percentage; "—" for none. */
export const formatFigure = (value: number | null, key: FigureKey, currency: Currency): string => {
  if (value === null) return '—';
  const kind = kindOf(key);
  if (kind === 'money') return formatMoney(value, currency);
  if (kind === 'rate') return percent(value);
  return formatNumber(value);
};

/** A figure's movement; `good` says whether it is the way the merchant wants it to go. */
export type Change = { direction: 'up' | 'down' | 'same'; magnitude: number; unit: 'ratio' | 'points'; good: boolean };

/**
 * How a figure moved against the previous period: amounts and counts by their relative change,
 * rates by the difference in percentage points (a rate's relative change misleads). `null` when
 * there is nothing to compare with: no previous figure, or a previous amount of zero.
 */
export const changeOf = (key: FigureKey, current: number | null, previous: number | null): Change | null => {
  if (current === null || previous === null) return null;
  const isRate = kindOf(key) === 'rate';
  if (!isRate && previous === 0)
    return current === 0 ? { direction: 'same', magnitude: 0, unit: 'ratio', good: true } : null;
  const delta = isRate ? (current - previous) * 100 : (current - previous) / Math.abs(previous);
  const direction = delta > 0 ? 'up' : delta < 0 ? 'down' : 'same';
  const good = direction === 'same' || (direction === 'up') !== lowerIsBetter.has(key);
  return { direction, magnitude: Math.abs(delta), unit: isRate ? 'points' : 'ratio', good };
};

/** A change's size without its sign (the arrow and words carry it): "12.5%" or "1.2". */
export const formatMagnitude = (change: Change): string =>
  change.unit === 'ratio'
    ? percent(change.magnitude)
    : new Intl.NumberFormat(uiLocale(), { maximumFractionDigits: 2 }).format(change.magnitude);
