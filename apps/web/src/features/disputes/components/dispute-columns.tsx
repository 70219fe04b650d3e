import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Code } from '../../../components/Code.tsx';
import { StatusTag } from '../../../components/StatusTag.tsx';
import { TextLink } from '../../../components/TextLink.tsx';
import { moneyText } from '../../../lib/money.ts';
import { accountPath } from '../../../lib/paths.ts';
import type { DisputeRow } from '../api/get-disputes.ts';
import { ResponseDeadline } from './ResponseDeadline.tsx';

/** Dispute columns: the id opens the dispute, the payment id its payment; open ones count down to their deadline. */
export const useDisputeColumns = (accountId: string): TableColumnsType<DisputeRow> => {
  const { t } = useTranslation('disputes');
  return [
    {
      key: 'id',
      title: t('column.id'),
      width: 260,
      render: (_value, row) => (
        <TextLink to={accountPath(accountId, 'disputes', row.id)}>
          <Code>{row.id}</Code>
        </TextLink>
      ),
    },
    {
      key: 'payment',
      title: t('column.payment'),
      width: 260,
      render: (_value, row) => (
        <TextLink to={accountPath(accountId, 'payments', row.paymentId)}>
          <Code>{row.paymentId}</Code>
        </TextLink>
      ),
    },
    {
      key: 'amount',
      title: t('column.amount'),
      width: 120,
      align: 'right',
      render: (_value, row) => moneyText(row.amount, row.currency),
    },
    { key: 'reason', title: t('column.reason'), width: 170, render: (_value, row) => t(`reason.${row.reason}`) },
    {
      key: 'status',
      title: t('column.status'),
      width: 130,
      render: (_value, row) => (
        <StatusTag status={row.status} label={t(`disputeStatus.${row.status}`, { ns: 'common' })} />
      ),
    },
    {
      key: 'deadline',
      title: t('column.deadline'),
      width: 180,
      render: (_value, row) => <ResponseDeadline status={row.status} timeExpired={row.timeExpired} />,
    },
  ];
};
