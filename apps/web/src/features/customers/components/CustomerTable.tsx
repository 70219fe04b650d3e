import { Table, type TableColumnsType, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CountryName } from '../../../components/CountryName.tsx';
import { TextLink } from '../../../components/TextLink.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { pagingOf, tablePagination } from '../../../lib/table-pagination.ts';
import type { Paging } from '../../../lib/url-paging.ts';
import type { CustomerRow } from '../api/get-customers.ts';
import { fullName } from './full-name.ts';

export type CustomerTableProps = {
  rows: CustomerRow[];
  total: number;
  totalCapped: boolean;
  loading: boolean;
  paging: Paging;
  onPage: (paging: Paging) => void;
  /** What an empty list shows: "none match" or "none yet" with the create button. */
  empty: ReactNode;
};

/** Spec §3 customer rows: id (to the detail), name, email, phone, country, time created. */
export const CustomerTable = ({ rows, total, totalCapped, loading, paging, onPage, empty }: CustomerTableProps) => {
  const { t } = useTranslation('customers');
  const { token } = theme.useToken();
  const columns: TableColumnsType<CustomerRow> = [
    {
      key: 'id',
      title: t('field.id'),
      width: 250,
      render: (_value, row) => (
        <TextLink to={encodeURIComponent(row.id)} style={{ fontFamily: token.fontFamilyCode }}>
          {row.id}
        </TextLink>
      ),
    },
    { key: 'name', title: t('field.name'), width: 150, render: (_value, row) => fullName(row) },
    { key: 'email', title: t('field.email'), dataIndex: 'email', width: 220 },
    { key: 'phone', title: t('field.phone'), dataIndex: 'phone', width: 140 },
    {
      key: 'country',
      title: t('field.country'),
      width: 150,
      render: (_value, row) => (row.country ? <CountryName code={row.country} /> : null),
    },
    {
      key: 'time',
      title: t('field.timeCreated'),
      dataIndex: 'timeCreated',
      width: 170,
      render: (time: number) => formatDateTime(time),
    },
  ];
  return (
    <Table<CustomerRow>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      scroll={{ x: 1080 }}
      locale={{ emptyText: empty }}
      pagination={tablePagination(paging, { total, totalCapped })}
      onChange={(pagination) => onPage(pagingOf(pagination, paging))}
    />
  );
};
