import { useTranslation } from 'react-i18next';
import { type TableColumns, timeColumn } from '../../../components/columns.ts';
import { DataTable } from '../../../components/DataTable.tsx';
import { idColumn, moneyColumn, statusColumn } from '../../../components/record-columns.tsx';
import type { RecurringPayment } from '../api/get-mandate.ts';

export type RecurringPaymentsProps = { accountId: string; payments: RecurringPayment[] };

/** The payments charged under a mandate or by a subscription (newest first), each opening its payment. */
export const RecurringPayments = ({ accountId, payments }: RecurringPaymentsProps) => {
  const { t } = useTranslation('recurring');
  const columns: TableColumns<RecurringPayment> = [
    idColumn(t('payments.column.id'), { accountId, page: 'payments', id: (row) => row.id }, { width: 250 }),
    moneyColumn(t('payments.column.amount'), { width: 150 }),
    statusColumn(t('payments.column.status'), 'payment'),
    {
      key: 'failure',
      title: t('payments.column.failure'),
      width: 240,
      render: (_value, row) => row.failureMessage,
    },
    { key: 'reference', title: t('payments.column.reference'), dataIndex: 'reference', width: 150 },
    timeColumn(t('payments.column.time'), (row) => row.timeCreated),
  ];
  return (
    <DataTable<RecurringPayment>
      rowKey="id"
      size="small"
      columns={columns}
      rows={payments}
      scroll={{ x: 1100 }}
      empty={t('payments.empty')}
    />
  );
};
