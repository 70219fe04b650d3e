import type { Currency } from '@paydeck/contract/currencies';
import type { StatisticsGranularity } from '@paydeck/contract/statistics-types';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../lib/save-file.ts';
import type { Bucket } from '../api/get-statistics.ts';
import { kindOf } from './figures.ts';
import { statisticsCsv } from './statistics-csv.ts';

export type DownloadCsvButtonProps = {
  series: Bucket[];
  currency: Currency;
  range: { from: string; to: string };
  granularity: StatisticsGranularity;
};

/** Saves the figures on screen (the chosen currency's series) as a CSV built in the browser. */
export const DownloadCsvButton = ({ series, currency, range, granularity }: DownloadCsvButtonProps) => {
  const { t } = useTranslation('statistics');
  const download = () => {
    const csv = statisticsCsv(series, currency, {
      period: t('csv.period'),
      figure: (key) => {
        const figure = t(`figure.${key}`);
        const kind = kindOf(key);
        return kind === 'money'
          ? t('csv.amount', { figure, currency })
          : kind === 'rate'
            ? t('csv.rate', { figure })
            : figure;
      },
    });
    const name = `statistics-${currency}-${range.from}-${range.to}-${granularity}.csv`;
    saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), name);
  };
  return <Button onClick={download}>{t('csv.download')}</Button>;
};
