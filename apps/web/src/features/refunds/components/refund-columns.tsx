import { useTranslation } from 'react-i18next';
import { type TableColumns, timeColumn } from '../../../components/columns.ts';
import { idColumn, moneyColumn, statusColumn } from '../../../components/record-columns.tsx';
import type { RefundRow } from '../api/get-refunds.ts';

/** Refund columns: the id opens the refund, the payment id its payment. */
export const useRefundColumns = (accountId: string): TableColumns<RefundRow> => {
  const { t } = useTranslation('refunds');
  return [
    idColumn(t('column.id'), { accountId, page: 'refunds', id: (row) => row.id }, { width: 270 }),
    idColumn(
      t('column.payment'),
      { accountId, page: 'payments', id: (row) => row.paymentId },
      { key: 'payment', width: 270 },
    ),
    moneyColumn(t('column.amount'), { width: 140 }),
    statusColumn(t('column.status'), 'refund', { width: 110 }),
    { key: 'description', title: t('column.description'), dataIndex: 'description', ellipsis: true },
    timeColumn(t('column.timeCreated'), (row) => row.timeCreated),
  ];
};
