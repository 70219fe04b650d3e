import { useTranslation } from 'react-i18next';
import { type Column, timeColumn } from '../../../components/columns.ts';
import { none } from '../../../components/FieldGrid.tsx';
import { RecordTable } from '../../../components/RecordTable.tsx';
import { idColumn, moneyColumn, statusColumn } from '../../../components/record-columns.tsx';
import type { PaymentRefundRow } from '../api/get-payment.ts';

export type PaymentRefundsProps = { accountId: string; refunds: PaymentRefundRow[] };

/** The payment's refunds, newest first; each id opens the refund's own page. */
export const PaymentRefunds = ({ accountId, refunds }: PaymentRefundsProps) => {
  const { t } = useTranslation('payments');
  const columns: Column<PaymentRefundRow>[] = [
    idColumn(t('refunds.column.id'), { accountId, page: 'refunds', id: (refund) => refund.id }),
    moneyColumn(t('refunds.column.amount')),
    statusColumn(t('refunds.column.status'), 'refund'),
    {
      key: 'description',
      title: t('refunds.column.description'),
      render: (_value, refund) => refund.description ?? none,
    },
    timeColumn(t('refunds.column.timeCreated'), (refund) => refund.timeCreated),
  ];
  return <RecordTable label={t('detail.refunds')} columns={columns} rows={refunds} empty={t('refunds.empty')} />;
};
