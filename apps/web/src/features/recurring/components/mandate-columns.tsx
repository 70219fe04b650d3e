import { useTranslation } from 'react-i18next';
import { type TableColumns, timeColumn } from '../../../components/columns.ts';
import { idColumn, statusColumn } from '../../../components/record-columns.tsx';
import type { MandateRow } from '../api/get-mandates.ts';

/** Spec §3 mandate columns: id (to the detail), customer (to the customer), method, status, times. */
export const useMandateColumns = (accountId: string): TableColumns<MandateRow> => {
  const { t } = useTranslation(['recurring', 'paymentMethods']);
  return [
    idColumn(t('mandate.field.id'), { accountId, page: 'mandates', id: (row) => row.id }, { width: 250 }),
    idColumn(
      t('mandate.field.customer'),
      { accountId, page: 'customers', id: (row) => row.customerId },
      { key: 'customer', width: 250 },
    ),
    {
      key: 'method',
      title: t('mandate.field.method'),
      width: 180,
      render: (_value, row) => t(`paymentMethods:method.${row.paymentMethod}`),
    },
    statusColumn(t('mandate.field.status'), 'mandate'),
    timeColumn(t('mandate.field.timeCreated'), (row) => row.timeCreated, { key: 'timeCreated' }),
    timeColumn(t('mandate.field.timeSigned'), (row) => row.timeSigned, { key: 'timeSigned' }),
  ];
};
