import { isCurrency } from '@paydeck/contract/currencies';
import { Empty, Table, type TableColumnsType, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../../components/StatusTag.tsx';
import { TextLink } from '../../../components/TextLink.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { accountPath } from '../../../lib/paths.ts';
import type { CustomerPayment } from '../api/get-customer.ts';

export type CustomerPaymentsProps = { accountId: string; payments: CustomerPayment[] };

/** The customer's latest payments (the server sends 20, newest first), each opening its payment. */
export const CustomerPayments = ({ accountId, payments }: CustomerPaymentsProps) => {
  const { t } = useTranslation('customers');
  const { token } = theme.useToken();
  const columns: TableColumnsType<CustomerPayment> = [
    {
      key: 'id',
      title: t('payments.column.id'),
      width: 260,
      render: (_value, row) => (
        <TextLink to={accountPath(accountId, 'payments', row.id)} style={{ fontFamily: token.fontFamilyCode }}>
          {row.id}
        </TextLink>
      ),
    },
    {
      key: 'amount',
      title: t('payments.column.amount'),
      width: 150,
      align: 'right',
      render: (_value, row) =>
        isCurrency(row.currency) ? formatMoney(row.amount, row.currency) : `${row.amount} ${row.currency}`,
    },
    {
      key: 'status',
      title: t('payments.column.status'),
      width: 130,
      render: (_value, row) => (
        <StatusTag status={row.status} label={t(`paymentStatus.${row.status}`, { ns: 'common' })} />
      ),
    },
    {
      key: 'method',
      title: t('payments.column.method'),
      width: 200,
      render: (_value, row) => t(`method.${row.paymentMethod}`, { ns: 'paymentMethods' }),
    },
    { key: 'reference', title: t('payments.column.reference'), dataIndex: 'reference', width: 150 },
    {
      key: 'time',
      title: t('payments.column.time'),
      dataIndex: 'timeCreated',
      width: 170,
      render: (time: number) => formatDateTime(time),
    },
  ];
  return (
    <Table<CustomerPayment>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={payments}
      pagination={false}
      scroll={{ x: 1060 }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('payments.empty')} /> }}
    />
  );
};
