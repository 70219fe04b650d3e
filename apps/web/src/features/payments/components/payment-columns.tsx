import { useTranslation } from 'react-i18next';
import { type TableColumns, timeColumn } from '../../../components/columns.ts';
import { idColumn, moneyColumn } from '../../../components/record-columns.tsx';
import type { PaymentRow } from '../api/get-payments.ts';
import { PaymentStatusTag } from './PaymentStatusTag.tsx';

/** Spec §3 payment columns, newest first: the id opens the payment, the customer id its customer. */
export const usePaymentColumns = (accountId: string): TableColumns<PaymentRow> => {
  const { t } = useTranslation(['payments', 'paymentMethods']);
  return [
    idColumn(t('column.id'), { accountId, page: 'payments', id: (row) => row.id }, { width: 240 }),
    { key: 'reference', title: t('column.reference'), dataIndex: 'reference', width: 100 },
    {
      key: 'method',
      title: t('column.method'),
      width: 160,
      render: (_value, row) => t(`paymentMethods:method.${row.paymentMethod}`),
    },
    moneyColumn(t('column.amount')),
    {
      key: 'status',
      title: t('column.status'),
      width: 130,
      render: (_value, row) => <PaymentStatusTag status={row.status} disputed={row.disputed} />,
    },
    idColumn(
      t('column.customer'),
      { accountId, page: 'customers', id: (row) => row.customerId },
      { key: 'customer', width: 240 },
    ),
    timeColumn(t('column.timeCreated'), (row) => row.timeCreated),
  ];
};
