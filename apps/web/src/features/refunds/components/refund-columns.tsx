import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Code } from '../../../components/Code.tsx';
import { StatusTag } from '../../../components/StatusTag.tsx';
import { TextLink } from '../../../components/TextLink.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { moneyText } from '../../../lib/money.ts';
import { accountPath } from '../../../lib/paths.ts';
import type { RefundRow } from '../api/get-refunds.ts';

/** Refund columns: the id opens the refund, the payment id its payment. */
export const useRefundColumns = (accountId: string): TableColumnsType<RefundRow> => {
  const { t } = useTranslation('refunds');
  return [
    {
      key: 'id',
      title: t('column.id'),
      width: 270,
      render: (_value, row) => (
        <TextLink to={accountPath(accountId, 'refunds', row.id)}>
          <Code>{row.id}</Code>
        </TextLink>
      ),
    },
    {
      key: 'payment',
      title: t('column.payment'),
      width: 270,
      render: (_value, row) => (
        <TextLink to={accountPath(accountId, 'payments', row.paymentId)}>
          <Code>{row.paymentId}</Code>
        </TextLink>
      ),
    },
    {
      key: 'amount',
      title: t('column.amount'),
      width: 140,
      align: 'right',
      render: (_value, row) => moneyText(row.amount, row.currency),
    },
    {
      key: 'status',
      title: t('column.status'),
      width: 110,
      render: (_value, row) => (
        <StatusTag status={row.status} label={t(`refundStatus.${row.status}`, { ns: 'common' })} />
      ),
    },
    { key: 'description', title: t('column.description'), dataIndex: 'description', ellipsis: true },
    {
      key: 'time',
      title: t('column.timeCreated'),
      dataIndex: 'timeCreated',
      width: 170,
      render: (time: number) => formatDateTime(time),
    },
  ];
};
