import type { Currency } from '@paydeck/contract/currencies';
import { statisticsFigureKeys } from '@paydeck/contract/statistics-types';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { isLivemode } from '../../../lib/livemode.ts';
import type { CurrencyStatistics } from '../api/get-statistics.ts';
import { type Change, changeOf, type FigureKey, figureOf, formatFigure, formatMagnitude } from './figures.ts';

export type SummaryCardsProps = {
  figures: CurrencyStatistics;
  currency: Currency;
  previous: { from: string; to: string };
};

const arrows = { up: '↑', down: '↓', same: '→' } as const;

/** One figure's movement: an arrow and words as well as a colour, so colour is not the only cue. */
const ChangeLine = ({ change }: { change: Change | null }) => {
  const { t } = useTranslation('statistics');
  const { token } = theme.useToken();
  if (!change)
    return (
      <span
        role="img"
        aria-label={t('change.none')}
        title={t('change.none')}
        style={{ color: token.colorTextTertiary }}
      >
        —
      </span>
    );
  const magnitude = formatMagnitude(change);
  const size = change.unit === 'points' ? t('change.points', { value: magnitude }) : magnitude;
  const color =
    change.direction === 'same'
      ? token.colorTextSecondary
      : change.good
        ? token.colorSuccessText
        : token.colorErrorText;
  const words = change.direction === 'same' ? t('change.same') : t(`change.${change.direction}`, { change: size });
  return (
    <span style={{ color }}>
      <span aria-hidden="true">{arrows[change.direction]} </span>
      {words}
    </span>
  );
};

/** Spec §2 statistics: each figure of the range in one currency, against the period just before. */
export const SummaryCards = ({ figures, currency, previous }: SummaryCardsProps) => {
  const { t } = useTranslation('statistics');
  const { token } = theme.useToken();
  const card = (key: FigureKey) => {
    const current = figureOf(figures.summary, key);
    const before = figureOf(figures.previous, key);
    return (
      <li
        key={key}
        data-testid={`figure-${key}`}
        style={{
          listStyle: 'none',
          padding: token.padding,
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
          background: token.colorBgContainer,
        }}
      >
        <div style={{ color: token.colorTextSecondary }}>{t(`figure.${key}`)}</div>
        <div style={{ fontSize: token.fontSizeHeading4, fontWeight: token.fontWeightStrong, margin: '4px 0' }}>
          {formatFigure(current, key, currency)}
        </div>
        <div style={{ fontSize: token.fontSizeSM }}>
          <ChangeLine change={changeOf(key, current, before)} />
        </div>
        <div style={{ fontSize: token.fontSizeSM, color: token.colorTextTertiary }}>
          {t('change.previous', { ...previous, value: formatFigure(before, key, currency) })}
        </div>
        {key === 'net_settled' && !isLivemode() && (
          <div style={{ fontSize: token.fontSizeSM, color: token.colorTextTertiary }}>{t('liveOnly')}</div>
        )}
      </li>
    );
  };
  return (
    <ul
      aria-label={t('title')}
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
        gap: 16,
        padding: 0,
        margin: '16px 0 24px',
      }}
    >
      {statisticsFigureKeys.map(card)}
    </ul>
  );
};
