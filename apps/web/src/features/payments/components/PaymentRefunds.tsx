import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { none } from '../../../components/FieldGrid.tsx';
import { StatusTag } from '../../../components/StatusTag.tsx';
import { TextLink } from '../../../components/TextLink.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { moneyText } from '../../../lib/money.ts';
import { accountPath } from '../../../lib/paths.ts';
import type { PaymentRefundRow } from '../api/get-payment.ts';
import { type RecordColumn, RecordTable } from './RecordTable.tsx';

export type PaymentRefundsProps = { accountId: string; refunds: PaymentRefundRow[] };

/** The payment's refunds, newest first; each id opens the refund's own page. */
export const PaymentRefunds = ({ accountId, refunds }: PaymentRefundsProps) => {
  const { t } = useTranslation('payments');
  const { token } = theme.useToken();
  const columns: RecordColumn<PaymentRefundRow>[] = [
    {
      key: 'id',
      title: t('refunds.column.id'),
      render: (refund) => (
        <TextLink to={accountPath(accountId, 'refunds', refund.id)} style={{ fontFamily: token.fontFamilyCode }}>
          {refund.id}
        </TextLink>
      ),
    },
    {
      key: 'amount',
      title: t('refunds.column.amount'),
      align: 'right',
      render: (refund) => moneyText(refund.amount, refund.currency),
    },
    {
      key: 'status',
      title: t('refunds.column.status'),
      render: (refund) => (
        <StatusTag status={refund.status} label={t(`refundStatus.${refund.status}`, { ns: 'common' })} />
      ),
    },
    { key: 'description', title: t('refunds.column.description'), render: (refund) => refund.description ?? none },
    { key: 'time', title: t('refunds.column.timeCreated'), render: (refund) => formatDateTime(refund.timeCreated) },
  ];
  return <RecordTable label={t('detail.refunds')} columns={columns} rows={refunds} empty={t('refunds.empty')} />;
};
