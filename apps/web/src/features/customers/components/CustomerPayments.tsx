import { useTranslation } from 'react-i18next';
import { type TableColumns, timeColumn } from '../../../components/columns.ts';
import { DataTable } from '../../../components/DataTable.tsx';
import { idColumn, moneyColumn, statusColumn } from '../../../components/record-columns.tsx';
import type { CustomerPayment } from '../api/get-customer.ts';

export type CustomerPaymentsProps = { accountId: string; payments: CustomerPayment[] };

/** The customer's latest payments (the server sends 20, newest first), each opening its payment. */
export const CustomerPayments = ({ accountId, payments }: CustomerPaymentsProps) => {
  const { t } = useTranslation('customers');
  const columns: TableColumns<CustomerPayment> = [
    idColumn(t('payments.column.id'), { accountId, page: 'payments', id: (row) => row.id }, { width: 260 }),
    moneyColumn(t('payments.column.amount'), { width: 150 }),
    statusColumn(t('payments.column.status'), 'payment'),
    {
      key: 'method',
      title: t('payments.column.method'),
      width: 200,
      render: (_value, row) => t(`method.${row.paymentMethod}`, { ns: 'paymentMethods' }),
    },
    { key: 'reference', title: t('payments.column.reference'), dataIndex: 'reference', width: 150 },
    timeColumn(t('payments.column.time'), (row) => row.timeCreated),
  ];
  return (
    <DataTable<CustomerPayment>
      rowKey="id"
      size="small"
      columns={columns}
      rows={payments}
      scroll={{ x: 1060 }}
      empty={t('payments.empty')}
    />
  );
};
