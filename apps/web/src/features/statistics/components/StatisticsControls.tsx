import type { StatisticsGranularity } from '@paydeck/contract/statistics-types';
import { Flex, Radio, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../../components/DateRangeFilter.tsx';
import { FilterItem } from '../../../components/FilterItem.tsx';
import type { DateRange } from '../../../lib/date-range.ts';
import { maxHourDays, offeredGranularities } from './granularities.ts';

export type StatisticsControlsProps = {
  range: DateRange;
  onRange: (range: DateRange | null) => void;
  granularity: StatisticsGranularity;
  onGranularity: (granularity: StatisticsGranularity) => void;
  /** The currencies with activity: a choice only when there are several. */
  currencies: string[];
  currency: string | undefined;
  onCurrency: (currency: string) => void;
  timeZone: string | undefined;
};

/** The range, how it is cut, the currency shown, and the time zone the days are counted in. */
export const StatisticsControls = (props: StatisticsControlsProps) => {
  const { t } = useTranslation('statistics');
  const { token } = theme.useToken();
  return (
    <Flex wrap gap={16} align="center" style={{ marginBottom: 16 }}>
      <FilterItem label={t('controls.range')} htmlFor="statistics-range">
        <DateRangeFilter id="statistics-range" value={props.range} onChange={props.onRange} timeZone={props.timeZone} />
      </FilterItem>
      <Radio.Group
        aria-label={t('controls.granularity')}
        optionType="button"
        value={props.granularity}
        onChange={(event) => props.onGranularity(event.target.value as StatisticsGranularity)}
        options={offeredGranularities(props.range).map(({ granularity, offered }) => ({
          value: granularity,
          label: t(`granularity.${granularity}`),
          disabled: !offered,
          title: offered ? undefined : t('controls.hourTooLong', { days: maxHourDays }),
        }))}
      />
      {props.currencies.length > 1 && (
        <Radio.Group
          aria-label={t('controls.currency')}
          optionType="button"
          value={props.currency}
          onChange={(event) => props.onCurrency(String(event.target.value))}
          options={props.currencies.map((currency) => ({ value: currency, label: currency }))}
        />
      )}
      {props.timeZone && (
        <span style={{ color: token.colorTextSecondary }}>{t('timeZone', { timeZone: props.timeZone })}</span>
      )}
    </Flex>
  );
};
