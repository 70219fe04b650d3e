import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../../components/StatusTag.tsx';
import { TextLink } from '../../../components/TextLink.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { moneyText } from '../../../lib/money.ts';
import { accountPath } from '../../../lib/paths.ts';
import type { PaymentDisputeRow } from '../api/get-payment.ts';
import { type RecordColumn, RecordTable } from './RecordTable.tsx';

export type PaymentDisputesProps = { accountId: string; disputes: PaymentDisputeRow[] };

/** The payment's disputes, newest first, with the response deadline; each id opens the dispute's page. */
export const PaymentDisputes = ({ accountId, disputes }: PaymentDisputesProps) => {
  const { t } = useTranslation('payments');
  const { token } = theme.useToken();
  const columns: RecordColumn<PaymentDisputeRow>[] = [
    {
      key: 'id',
      title: t('disputes.column.id'),
      render: (dispute) => (
        <TextLink to={accountPath(accountId, 'disputes', dispute.id)} style={{ fontFamily: token.fontFamilyCode }}>
          {dispute.id}
        </TextLink>
      ),
    },
    { key: 'reason', title: t('disputes.column.reason'), render: (dispute) => t(`disputeReason.${dispute.reason}`) },
    {
      key: 'amount',
      title: t('disputes.column.amount'),
      align: 'right',
      render: (dispute) => moneyText(dispute.amount, dispute.currency),
    },
    {
      key: 'status',
      title: t('disputes.column.status'),
      render: (dispute) => (
        <StatusTag status={dispute.status} label={t(`disputeStatus.${dispute.status}`, { ns: 'common' })} />
      ),
    },
    { key: 'deadline', title: t('disputes.column.deadline'), render: (dispute) => formatDateTime(dispute.timeExpired) },
  ];
  return <RecordTable label={t('detail.disputes')} columns={columns} rows={disputes} empty={t('disputes.empty')} />;
};
