import { type TableColumnsType, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { CountryName } from '../../../components/CountryName.tsx';
import { TextLink } from '../../../components/TextLink.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { accountPath } from '../../../lib/paths.ts';
import type { CustomerRow } from '../api/get-customers.ts';
import { fullName } from './full-name.ts';

/** Spec §3 customer columns: id (to the detail), name, email, phone, country, time created. */
export const useCustomerColumns = (accountId: string): TableColumnsType<CustomerRow> => {
  const { t } = useTranslation('customers');
  const { token } = theme.useToken();
  return [
    {
      key: 'id',
      title: t('field.id'),
      width: 250,
      render: (_value, row) => (
        <TextLink to={accountPath(accountId, 'customers', row.id)} style={{ fontFamily: token.fontFamilyCode }}>
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
};
