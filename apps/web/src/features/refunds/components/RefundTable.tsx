import { Empty, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Code } from '../../../components/Code.tsx';
import { StatusTag } from '../../../components/StatusTag.tsx';
import { TextLink } from '../../../components/TextLink.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { moneyText } from '../../../lib/money.ts';
import { pagingOf, tablePagination } from '../../../lib/table-pagination.ts';
import type { Paging } from '../../../lib/url-paging.ts';
import type { RefundRow } from '../api/get-refunds.ts';
import { paymentPath, refundPath } from './paths.ts';

export type RefundTableProps = {
  accountId: string;
  rows: RefundRow[];
  total: number;
  totalCapped: boolean;
  loading: boolean;
  filtered: boolean;
  paging: Paging;
  onPage: (paging: Paging) => void;
};

/** Refund rows: the id opens the refund, the payment id its payment. */
export const RefundTable = ({
  accountId,
  rows,
  total,
  totalCapped,
  loading,
  filtered,
  paging,
  onPage,
}: RefundTableProps) => {
  const { t } = useTranslation('refunds');
  const columns: TableColumnsType<RefundRow> = [
    {
      key: 'id',
      title: t('column.id'),
      width: 270,
      render: (_value, row) => (
        <TextLink to={refundPath(accountId, row.id)}>
          <Code>{row.id}</Code>
        </TextLink>
      ),
    },
    {
      key: 'payment',
      title: t('column.payment'),
      width: 270,
      render: (_value, row) => (
        <TextLink to={paymentPath(accountId, row.paymentId)}>
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
      render: (_value, row) => <StatusTag status={row.status} label={t(`status.${row.status}`)} />,
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
  return (
    <Table<RefundRow>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      scroll={{ x: 1150 }}
      locale={{
        emptyText: (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={filtered ? t('list.empty') : t('list.emptyAll')} />
        ),
      }}
      pagination={tablePagination(paging, { total, totalCapped })}
      onChange={(pagination) => onPage(pagingOf(pagination, paging))}
    />
  );
};
