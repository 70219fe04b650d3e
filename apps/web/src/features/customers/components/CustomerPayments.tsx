import { Empty, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { timeColumn } from '../../../components/columns.ts';
import { idColumn, moneyColumn, statusColumn } from '../../../components/record-columns.tsx';
import type { CustomerPayment } from '../api/get-customer.ts';

export type CustomerPaymentsProps = { accountId: string; payments: CustomerPayment[] };

/** The customer's latest payments (the server sends 20, newest first), each opening its payment. */
export const CustomerPayments = ({ accountId, payments }: CustomerPaymentsProps) => {
  const { t } = useTranslation('customers');
  const columns: TableColumnsType<CustomerPayment> = [
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
    <Table<CustomerPayment>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={payments}
      pagination={false}
      // An empty table scrolls nothing: a scroll region with nothing to focus fails keyboard users.
      scroll={payments.length > 0 ? { x: 1060 } : undefined}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('payments.empty')} /> }}
    />
  );
};
