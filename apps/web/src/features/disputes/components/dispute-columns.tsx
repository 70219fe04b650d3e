import { useTranslation } from 'react-i18next';
import type { TableColumns } from '../../../components/columns.ts';
import { idColumn, moneyColumn, statusColumn } from '../../../components/record-columns.tsx';
import type { DisputeRow } from '../api/get-disputes.ts';
import { ResponseDeadline } from './ResponseDeadline.tsx';

/** Dispute columns: the id opens the dispute, the payment id its payment; open ones count down to their deadline. */
export const useDisputeColumns = (accountId: string): TableColumns<DisputeRow> => {
  const { t } = useTranslation('disputes');
  return [
    idColumn(t('column.id'), { accountId, page: 'disputes', id: (row) => row.id }, { width: 260 }),
    idColumn(
      t('column.payment'),
      { accountId, page: 'payments', id: (row) => row.paymentId },
      { key: 'payment', width: 260 },
    ),
    moneyColumn(t('column.amount')),
    { key: 'reason', title: t('column.reason'), width: 170, render: (_value, row) => t(`reason.${row.reason}`) },
    statusColumn(t('column.status'), 'dispute'),
    {
      key: 'deadline',
      title: t('column.deadline'),
      width: 180,
      render: (_value, row) => <ResponseDeadline status={row.status} timeExpired={row.timeExpired} />,
    },
  ];
};
