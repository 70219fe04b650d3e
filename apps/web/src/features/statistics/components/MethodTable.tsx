import type { Currency } from '@paydeck/contract/currencies';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/columns.ts';
import { RecordTable } from '../../../components/RecordTable.tsx';
import type { MethodFigures } from '../api/get-statistics.ts';
import { type FigureKey, figureOf, formatFigure } from './figures.ts';

export type MethodTableProps = { methods: MethodFigures[]; currency: Currency };

const shown = [
  'payment_volume',
  'payment_count',
  'success_rate',
  'refunded_amount',
  'disputed_amount',
] as const satisfies readonly FigureKey[];

/** Spec §2 statistics: the payment figures of each method in one currency, largest volume first. */
export const MethodTable = ({ methods, currency }: MethodTableProps) => {
  const { t } = useTranslation('statistics');
  const rows = methods.map((method) => ({ ...method, id: method.paymentMethod }));
  const columns: Column<(typeof rows)[number]>[] = [
    {
      key: 'method',
      title: t('methods.method'),
      render: (_value, row) => t(`method.${row.paymentMethod}`, { ns: 'paymentMethods' }),
    },
    ...shown.map(
      (key): Column<(typeof rows)[number]> => ({
        key,
        title: t(`figure.${key}`),
        align: 'right',
        render: (_value, row) => formatFigure(figureOf(row, key), key, currency),
      }),
    ),
  ];
  return (
    <RecordTable
      label={t('methods.label', { currency })}
      columns={columns}
      rows={rows}
      empty={t('methods.empty', { currency })}
    />
  );
};
