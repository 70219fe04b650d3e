import { useTranslation } from 'react-i18next';
import { type Column, timeColumn } from '../../../components/columns.ts';
import { RecordTable } from '../../../components/RecordTable.tsx';
import { idColumn, moneyColumn, statusColumn } from '../../../components/record-columns.tsx';
import type { PaymentDisputeRow } from '../api/get-payment.ts';

export type PaymentDisputesProps = { accountId: string; disputes: PaymentDisputeRow[] };

/** The payment's disputes, newest first, with the response deadline; each id opens the dispute's page. */
export const PaymentDisputes = ({ accountId, disputes }: PaymentDisputesProps) => {
  const { t } = useTranslation('payments');
  const columns: Column<PaymentDisputeRow>[] = [
    idColumn(t('disputes.column.id'), { accountId, page: 'disputes', id: (dispute) => dispute.id }),
    {
      key: 'reason',
      title: t('disputes.column.reason'),
      render: (_value, dispute) => t(`disputeReason.${dispute.reason}`),
    },
    moneyColumn(t('disputes.column.amount')),
    statusColumn(t('disputes.column.status'), 'dispute'),
    timeColumn(t('disputes.column.deadline'), (dispute) => dispute.timeExpired, { key: 'deadline' }),
  ];
  return <RecordTable label={t('detail.disputes')} columns={columns} rows={disputes} empty={t('disputes.empty')} />;
};
